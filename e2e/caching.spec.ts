import { PRECONSTRUCTED } from '../lib/cards';
import { encodeDeck } from '../lib/decks';
import { expect, test } from './fixtures';

// A valid code of 8 cards (no Champion): what it shows never changes.
const CODE = 'BAAAAAAjMBHNsPIE';

test('a deck code’s page, sharing image and PDF come with an ETag and answer 304 to it', async ({ page, request }) => {
  await page.goto(`/d/${CODE}?lang=fr`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/api/d/${CODE}/image\\?lang=fr$`),
  );
  expect((await request.get('/api/d/BAAAAAAjMBHNsPIF/image')).status()).toBe(404);
  for (const path of [
    `/d/${CODE}`,
    `/fr/d/${CODE}`,
    `/api/d/${CODE}/image?lang=fr`,
    `/api/d/${CODE}/pdf?paper=letter`,
  ]) {
    // A French reader's browser already holds the language cookie (the first /fr/ address it opens
    // sets it, and an answer that sets a cookie is kept by no shared cache).
    const headers = path.startsWith('/fr/') ? { cookie: 'erret-lang=fr' } : undefined;
    const first = await request.get(path, { headers });
    expect(first.status(), path).toBe(200);
    const etag = first.headers()['etag'];
    expect(etag, path).toBeTruthy();
    expect(first.headers()['cache-control'], path).not.toContain('no-store');
    const again = await request.get(path, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length, path).toBe(0);
  }
});

test('the prerendered pages keep both languages and are served from the cache', async ({ page, request }) => {
  const pages: Array<[string, string, string]> = [
    ['/cards', 'Cards', 'Cartes'],
    ['/cards/baron', 'Baron', 'Baron'],
    ['/help/search', 'Search syntax', 'Syntaxe de recherche'],
  ];
  for (const [path, en, fr] of pages) {
    const response = await request.get(`/fr${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'] ?? 'HIT', path).not.toBe('MISS');
    expect(response.headers()['cache-control'], path).not.toContain('no-store');
    await page.goto(`${path}?lang=fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr);
    await page.goto(`${path}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
  }
});

test('/cards with a query is rendered for that query; without one it is the default list', async ({ page }) => {
  await page.goto('/cards?q=baron&lang=fr');
  await expect(page).toHaveTitle('baron — Cartes · Erret');
  await expect(page.locator('main a[href="/cards/baron"]').first()).toBeVisible();
  await page.goto('/cards');
  await expect(page).toHaveTitle(/^Cartes · Erret$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a Champion picture removed on the server is gone at once at every address, cached or not', async ({
  request,
}) => {
  // A 64 × 64 PNG of one colour.
  const picture = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAnklEQVR4nO2SwQkAQRCDkrP/nreIe8hAIAWoJP04vegEnQB6xe5C3F10gk4AvWJ3Ie4uOkEngF6xuxB3F52gE0Cv2F2Iu4tO0AmgV+wuxN1FJ+gE0Ct2F+LuohN0AugVuwtxd9EJOgH0it2FuLvoBJ0AesXuQtxddIJOAL1idyHuLjpBJ4BesbsQdxedoBNAr9hdiLuLTtAJoFf8c6EHl/RgAYSAjEQAAAAASUVORK5CYII=',
    'base64',
  );
  const created = await request.post('/api/champions', {
    multipart: {
      design: JSON.stringify({ name: 'Passing Shade', attack: 1, health: 1, abilities: [] }),
      picture: { name: 'shade.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(created.status()).toBe(201);
  const { id, token } = await created.json();
  const named = (await (await request.get(`/api/champions/${id}`)).json()).picture.url as string;
  const addresses = [
    named,
    `/api/champions/${id}/picture`,
    `/api/champions/${id}/image`,
    `/api/champions/${id}/image?lang=fr`,
  ];
  // Asked twice each: a shared cache in the way would have kept them by now.
  for (const path of addresses)
    for (let i = 0; i < 2; i += 1) expect((await request.get(path)).status(), path).toBe(200);
  const before = await request.get(`/api/champions/${id}/image`);
  const removed = await request.put(`/api/champions/${id}`, {
    data: { name: 'Passing Shade', attack: 1, health: 1, abilities: [], picture: null },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
  for (const path of addresses.slice(0, 2)) expect((await request.get(path)).status(), path).toBe(404);
  const after = await request.get(`/api/champions/${id}/image`);
  expect(after.headers()['x-cache']).not.toBe('HIT');
  expect(after.headers().etag).not.toBe(before.headers().etag);
  for (const path of addresses)
    expect((await request.get(path)).headers()['cache-control'] ?? '', path).not.toMatch(/public|s-maxage|immutable/);
});

test('a deck code’s page with a Champion shows it as it is now: renamed, then removed', async ({ request }) => {
  const design = { name: 'Ashen Ferry', attack: 2, health: 2, abilities: [] };
  const created = await request.post('/api/champions', { data: design });
  expect(created.status()).toBe(201);
  const { id, token } = await created.json();
  const path = `/d/${encodeDeck(PRECONSTRUCTED[0].cards, id)}`;
  const description = async () =>
    /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
  // Asked twice: a cache in the way would hold it by now.
  await description();
  expect(await description()).toContain('Champion: Ashen Ferry');
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await request.put(`/api/champions/${id}`, { data: { ...design, name: 'Lantern Ferry' }, headers })).status(),
  ).toBe(200);
  expect(await description()).toContain('Champion: Lantern Ferry');
  expect((await request.delete(`/api/champions/${id}`, { headers })).status()).toBe(204);
  expect(await description()).not.toContain('Champion');
  expect((await request.get(path)).headers()['cache-control']).toMatch(/no-store/);
});
