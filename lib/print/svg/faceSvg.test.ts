import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { loadFontBytes } from '../pdf/fontFiles';
import { cardFaceSvg, escapeXml } from './faceSvg';
import { createTextOutliner } from './outlineText';
import { parsePath, pathBounds } from '../geometry/path';
import { measureText } from '../face/fontMetrics';

describe('cardFaceSvg', () => {
  it('writes a standalone SVG in millimetres with the accessible summary and ability titles', () => {
    const svg = cardFaceSvg(getCard('vortex')!, { locale: 'fr' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 56 87"/);
    expect(svg).toContain('aria-label="Vortex, Créature, Mana 2, Attaque 0, Vie 3, capacités : Sprint (Aura)"');
    expect(svg).toContain('<title>Sprint (Aura)</title>');
    expect(svg).toContain('>Vortex</text>');
  });

  it('widens the view box by the bleed and sizes in pixels on request', () => {
    const svg = cardFaceSvg(getCard('vortex')!, { locale: 'en', bleedMm: 3, widthPx: 620 });
    expect(svg).toContain('viewBox="-3 -3 62 93" width="620" height="930"');
  });

  it('escapes markup in names', () => {
    const svg = cardFaceSvg({ ...getCard('brute')!, name: '<b>"Brute" & co</b>' }, { locale: 'en' });
    expect(svg).toContain(`>${escapeXml('<b>"Brute" & co</b>')}</text>`);
    expect(svg).not.toContain('<b>');
  });

  it('outlines text into paths that sit where the text was laid out', async () => {
    const outline = createTextOutliner(await loadFontBytes());
    const svg = cardFaceSvg(getCard('gesticulateur-toxique')!, { locale: 'fr', outline });
    expect(svg).not.toContain('<text');
    const name = outline({
      kind: 'text',
      text: 'Gesticulateur Boréal',
      x: 16,
      y: 9,
      font: 'display-700',
      size: 3,
      anchor: 'start',
      fill: '#000000',
      width: 0,
      scaleX: 1,
    });
    const b = pathBounds(parsePath(name));
    expect(b.x).toBeGreaterThanOrEqual(16);
    expect(b.x).toBeLessThan(16.5);
    expect(b.y + b.height).toBeLessThanOrEqual(9.05);
    expect(b.y).toBeGreaterThan(9 - 3);
    // Within 3% of the width the layout measured (the outline adds kerning and side bearings).
    const measured = measureText('Gesticulateur Boréal', 'display-700', 3);
    expect(Math.abs(b.width - measured)).toBeLessThan(measured * 0.03);
  });
});
