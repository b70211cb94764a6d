import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import { encodeDeck } from '@/lib/decks';
import * as champions from '@/app/api/champions/route';
import * as champion from '@/app/api/champions/[id]/route';
import { GET } from './route';

const base = 'http://127.0.0.1:3000';
const code = encodeDeck(PRECONSTRUCTED[1].cards);
const design = { name: 'Ashen Ferry', author: '', attack: 2, health: 3, abilities: [] };
const image = (deckCode: string, headers: Record<string, string> = {}, query = '') =>
  GET(new Request(`${base}/api/d/${deckCode}/image${query}`, { headers }), {
    params: Promise.resolve({ code: deckCode }),
  });

withTempStore('deck-image');

describe('GET /api/d/<code>/image', () => {
  it('draws the 1200 × 630 sharing image once per code and language, with an ETag and 304 for it', async () => {
    const first = await image(code, {}, '?lang=fr');
    expect([first.status, first.headers.get('content-type'), first.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'public, max-age=86400, stale-while-revalidate=604800',
    ]);
    expect(await sharp(new Uint8Array(await first.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    const etag = first.headers.get('etag')!;
    const again = await image(code, { 'if-none-match': etag }, '?lang=fr');
    expect([again.status, (await again.arrayBuffer()).byteLength]).toEqual([304, 0]);
    const english = await image(code, { 'if-none-match': etag }, '?lang=en');
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for a code that cannot be read, with an image a person can read and no cache', async () => {
    const tampered = `${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`;
    const response = await image(tampered);
    expect(response.status).toBe(404);
    expect([response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      'image/png',
      'no-store',
    ]);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('makes every cache ask again for a deck with a Champion, whose ETag changes as soon as the Champion does', async () => {
    const created = await champions.POST(
      new Request(`${base}/api/champions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(design),
      }),
    );
    const { id, token } = (await created.json()) as { id: string; token: string };
    const withChampion = encodeDeck(PRECONSTRUCTED[1].cards, id);
    const first = await image(withChampion);
    expect([first.status, first.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const etag = first.headers.get('etag')!;
    expect((await image(withChampion, { 'if-none-match': etag })).status).toBe(304);
    const renamed = await champion.PUT(
      new Request(`${base}/api/champions/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...design, name: 'Lantern Ferry' }),
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(renamed.status).toBe(200);
    const after = await image(withChampion, { 'if-none-match': etag });
    expect([after.status, after.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
