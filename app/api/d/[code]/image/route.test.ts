import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import { encodeDeck } from '@/lib/decks';
import { GET } from './route';

const base = 'http://127.0.0.1:3000';
const code = encodeDeck(PRECONSTRUCTED[1].cards);
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
});
