import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { PRECONSTRUCTED } from '../lib/cards';
import { encodeDeck } from '../lib/decks';
import { expect, test } from './fixtures';

// The server keeps what Next marks shared-cacheable (scripts/serve/cache.ts), as nginx does in
// the deploy recipe, and both say so with x-cache: HIT. These hold against the real server and
// against the recipe: the cache must never hand one reader's variant of a page to another, nor
// keep anything personal.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

/** A GET with exactly these headers (fetch and Playwright's client would not send a Host of our choosing). */
function get(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Asks until the cache answers (the first ask may be the one that fills it); returns that answer. */
async function cached(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  let answer = await get(baseURL, path, headers);
  await expect.poll(async () => (answer = await get(baseURL, path, headers)).headers['x-cache']).toBe('HIT');
  return answer;
}

test('a French reader and an English one each get their own cached page', async ({ baseURL }) => {
  const french = await cached(baseURL!, '/cards', { cookie: 'erret-lang=fr' });
  const english = await cached(baseURL!, '/cards', { cookie: 'erret-lang=en' });
  expect(french.body).toContain('<html lang="fr"');
  expect(french.body).toMatch(/<h1[^>]*>Cartes<\/h1>/);
  expect(english.body).toContain('<html lang="en"');
  expect(english.body).toMatch(/<h1[^>]*>Cards<\/h1>/);
  // A first visit follows the browser's language, and a remembered choice wins over it.
  expect((await cached(baseURL!, '/cards', { 'accept-language': 'fr-FR,fr;q=0.9' })).body).toContain('<html lang="fr"');
  expect((await cached(baseURL!, '/cards', { cookie: 'erret-lang=en', 'accept-language': 'fr' })).body).toContain(
    '<html lang="en"',
  );
});

test('a reader asking for gzip and one who does not each get the cached page, the same once decompressed', async ({
  baseURL,
}) => {
  const code = encodeDeck(PRECONSTRUCTED[0].cards);
  for (const path of ['/cards', '/cards/baron', `/d/${code}`]) {
    // As a browser asks, and as a client that takes no compression.
    const zipped = await cached(baseURL!, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const plain = await cached(baseURL!, path, {});
    expect([zipped.status, plain.status], path).toEqual([200, 200]);
    expect(zipped.headers['content-encoding'], path).toBe('gzip');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    for (const answer of [zipped, plain]) expect(String(answer.headers.vary), path).toMatch(/\bAccept-Encoding\b/i);
    expect(gunzipSync(zipped.bytes).toString('utf8'), path).toBe(plain.body);
    expect(plain.body, path).toContain('<html lang="en"');
  }
});

test('a deck page reached at two site addresses gets each its own links', async ({ baseURL }) => {
  const code = encodeDeck(PRECONSTRUCTED[1].cards);
  const port = new URL(baseURL!).port;
  for (const host of [`one.example:${port}`, `two.example:${port}`]) {
    const answer = await cached(baseURL!, `/d/${code}`, { host });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<meta property="og:image" content="http://${host}/api/d/${code}/image?lang=en"`);
    expect(answer.body).not.toContain(host.startsWith('one') ? 'two.example' : 'one.example');
  }
});

test('edit pages, a saved deck’s page and an old token link are never served from the cache', async ({
  baseURL,
  request,
}) => {
  const created = await request.post('/api/decks', { data: { name: 'Never cached', cards: PRECONSTRUCTED[2].cards } });
  expect(created.status()).toBe(201);
  const { id, token } = await created.json();
  const champion = await request.post('/api/champions', {
    multipart: { design: JSON.stringify({ name: 'Uncached Warden', attack: 1, health: 2, abilities: [] }) },
  });
  expect(champion.status()).toBe(201);
  const forged = await champion.json();
  for (const path of [
    `/decks/${id}/edit`,
    `/decks/${id}`,
    `/decks/${id}/edit?token=${token}`,
    `/champions/${forged.id}/edit`,
    `/champions/${forged.id}`,
  ]) {
    for (let i = 0; i < 3; i += 1) {
      const answer = await get(baseURL!, path, {});
      expect(answer.headers['x-cache'], path).not.toBe('HIT');
      expect(String(answer.headers['cache-control']), path).toMatch(/no-store/);
    }
  }
});
