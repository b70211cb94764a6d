import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parsePrintOptions } from '@/lib/api/champions/printOptions';
import { PrintSheetForm } from './PrintSheetForm';

/** Every control's name and value, as the browser would submit the form with its defaults. */
function submitted(html: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [input] of html.matchAll(/<input[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(input)?.[1];
    const type = attr('type');
    if ((type === 'radio' || type === 'checkbox') && !/ checked=""/.test(input)) continue;
    params.append(attr('name')!, attr('value') ?? '');
  }
  return params;
}
const controls = (html: string) =>
  [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
const texts = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

describe('PrintSheetForm', () => {
  const deck = renderToStaticMarkup(
    <PrintSheetForm action="/api/d/CODE/pdf" locale="en" title="Print proxies" intro="…" />,
  );
  const champion = renderToStaticMarkup(
    <PrintSheetForm action="/api/champions/ID/pdf" locale="en" title="Print" intro="…" copies />,
  );

  it('offers the deck page and the Champion page the same controls, with the same names', () => {
    const shared = ['lang=en', 'paper=a4', 'paper=letter', 'bleed=0', 'bleed=3', 'marks=crop', 'marks=lines', 'back=1'];
    expect(controls(deck)).toEqual(shared);
    expect(controls(champion)).toEqual([...shared.slice(0, -1), 'copies=1', 'back=1']);
    for (const label of [
      'Paper',
      'A4',
      'US Letter',
      'Bleed',
      'None',
      '3 mm of artwork',
      'Cut guides',
      'Crop marks outside the cards',
      'Thin cut lines',
      'Download the PDF',
    ]) {
      expect(texts(deck), label).toContain(label);
      expect(texts(champion), label).toContain(label);
    }
  });

  it('sends defaults the PDF routes accept: A4, no bleed, crop marks, no back, one copy', () => {
    expect(parsePrintOptions(submitted(deck))).toEqual({
      ok: true,
      value: { options: { paper: 'a4', bleedMm: 0, marks: 'crop', back: false }, locale: 'en', copies: 1 },
    });
    expect(submitted(champion).get('copies')).toBe('1');
    expect(champion).toMatch(/name="copies"[^>]*min="1"[^>]*max="9"|max="9"[^>]*name="copies"/);
  });

  it('speaks French', () => {
    const fr = texts(
      renderToStaticMarkup(<PrintSheetForm action="/x" locale="fr" title="Imprimer" intro="…" copies />),
    );
    for (const label of [
      'Papier',
      'Lettre US',
      'Fond perdu',
      '3 mm d’illustration',
      'Repères de coupe',
      'Exemplaires',
      'Télécharger le PDF',
    ])
      expect(fr).toContain(label);
  });
});
