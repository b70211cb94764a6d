import { describe, expect, it } from 'vitest';
import { layoutCardFace } from '../print/face/layout';
import { loadFontBytes } from '../print/pdf/fontFiles';
import { faceToSvg, openOutlineFonts } from './faceSvg';
import { championToCard } from './toCard';

const text = (anchor: 'start' | 'middle' | 'end') =>
  ({ kind: 'text', text: 'AV', x: 28, y: 10, font: 'body-700', size: 5, anchor, fill: '#123456', width: 0, scaleX: 1 }) as const;

function glyphXs(svg: string): number[] {
  return [...svg.matchAll(/translate\(([-\d.]+) [-\d.]+\) scale/g)].map((m) => Number(m[1]));
}

describe('faceToSvg', async () => {
  const fonts = openOutlineFonts(await loadFontBytes());

  it('outlines text as glyph paths, anchored like the PDF writer', () => {
    const start = faceToSvg([text('start')], fonts, 560);
    expect(start).not.toContain('<text');
    expect(start).toContain('<g fill="#123456">');
    expect(start.match(/<path /g)).toHaveLength(2);
    const [a] = glyphXs(start);
    expect(a).toBe(28);
    const widthOfRun = 28 - glyphXs(faceToSvg([text('end')], fonts, 560))[0];
    expect(widthOfRun).toBeGreaterThan(4);
    expect(glyphXs(faceToSvg([text('middle')], fonts, 560))[0]).toBeCloseTo(28 - widthOfRun / 2, 3);
  });

  it('draws a whole card face in the 56 × 87 mm space with unique clip ids', () => {
    const card = { ...championToCard({ name: 'Lame Grise', attack: 3, health: 4, abilities: [{ ability: 'rage', aura: false }] }), champion: true };
    const svg = faceToSvg(layoutCardFace(card, { locale: 'en' }), fonts, 280);
    expect(svg).toMatch(/^<svg [^>]*width="280" height="435" viewBox="0 0 56 87"/);
    const ids = [...svg.matchAll(/<clipPath id="(\w+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(svg).not.toContain('<text');
  });
});
