import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import { encodeDeck } from '@/lib/decks';
import { placedForms } from '@/lib/print/pdf/readBack';
import * as champions from '@/app/api/champions/route';
import { GET } from './route';

const base = 'http://127.0.0.1:3000';
const code = encodeDeck(PRECONSTRUCTED[0].cards);
const pdf = (deckCode: string, query = '') =>
  GET(new Request(`${base}/api/d/${deckCode}/pdf${query}`), { params: Promise.resolve({ code: deckCode }) });
const MM = 72 / 25.4;

withTempStore('deck-pdf');

async function read(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
}

describe('GET /api/d/<code>/pdf', () => {
  it('prints the 8 cards at 56 × 87 mm on one A4 page', async () => {
    const response = await pdf(code);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="deck-${code}-a4.pdf"`);
    const doc = await read(response);
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect(page.getWidth()).toBeCloseTo(210 * MM, 2);
    expect(page.getHeight()).toBeCloseTo(297 * MM, 2);
    const cards = placedForms(page).filter((f) => f.name.startsWith('Card'));
    expect(cards).toHaveLength(8);
    for (const card of cards) expect(card.bbox).toEqual([0, 0, 56, 87]);
  });

  it('follows the options: Letter, bleed, backs', async () => {
    const doc = await read(await pdf(code, '?paper=letter&bleed=3&marks=lines&back=1&lang=fr'));
    expect(doc.getPage(0).getWidth()).toBeCloseTo(215.9 * MM, 2);
    // Fronts, mirrored backs, then the alignment test pair.
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(placedForms(doc.getPage(0)).filter((f) => f.name.startsWith('Card'))[0].bbox).toEqual([-3, -3, 59, 90]);
  });

  it('adds the deck’s Champion as a ninth card', async () => {
    const form = new FormData();
    form.set(
      'design',
      JSON.stringify({
        name: 'Lame Grise',
        author: 'Ana',
        attack: 3,
        health: 4,
        abilities: [{ ability: 'rage', aura: false }],
      }),
    );
    const created = await champions.POST(new Request(`${base}/api/champions`, { method: 'POST', body: form }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const doc = await read(await pdf(encodeDeck(PRECONSTRUCTED[0].cards, id)));
    expect(placedForms(doc.getPage(0)).filter((f) => f.name.startsWith('Card'))).toHaveLength(9);
  });

  it('refuses a bad code, a bad option and a missing Champion, saying which', async () => {
    const cases: Array<[Response, number, string, RegExp]> = [
      [await pdf(code.slice(0, 12)), 400, 'code', /looks truncated/],
      [await pdf(`${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`), 400, 'code', /checksum/],
      [await pdf(code, '?paper=a3'), 400, 'paper', /paper/],
      [await pdf(code, '?bleed=5'), 400, 'bleed', /bleed/],
      [await pdf(code, '?back=yes'), 400, 'back', /back/],
      // As the deck-code API and saving answer it (app/api/decks/route.test.ts).
      [await pdf(encodeDeck(PRECONSTRUCTED[0].cards, 'NoSuchChampion')), 422, 'champion', /NoSuchChampion/],
    ];
    for (const [response, status, field, message] of cases) {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string; field: string; code: string };
      expect(body.field).toBe(field);
      expect(body.error).toMatch(message);
      expect(body.code).toBe({ code: 'invalid-code', champion: 'champion-missing' }[field] ?? 'bad-param');
    }
  });

  it('sends the same file again as 304 to a client holding its ETag, with long-lived caching for a code without Champion', async () => {
    const first = await pdf(code, '?paper=letter');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const again = await GET(
      new Request(`${base}/api/d/${code}/pdf?paper=letter`, { headers: { 'if-none-match': etag! } }),
      { params: Promise.resolve({ code }) },
    );
    expect([again.status, again.headers.get('etag'), (await again.arrayBuffer()).byteLength]).toEqual([304, etag, 0]);
    const otherOptions = await GET(
      new Request(`${base}/api/d/${code}/pdf?paper=a4`, { headers: { 'if-none-match': etag! } }),
      { params: Promise.resolve({ code }) },
    );
    expect(otherOptions.status).toBe(200);
  });
});
