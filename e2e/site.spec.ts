import { expect, test } from './fixtures';

test.describe('language switch', () => {
  test('on an address with a language prefix, it renders the page in the other language at once', async ({ page }) => {
    await page.goto('/en/cards?q=ab:rage');
    await page.getByRole('button', { name: 'Passer en français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes');
    expect(new URL(page.url()).pathname).toBe('/cards');
    await expect(page.getByRole('searchbox')).toHaveValue('ab:rage');
  });

  test('on an address with a fragment, it reloads instead of only scrolling', async ({ page }) => {
    await page.goto('/help/search');
    await page.getByRole('link', { name: 'Sorting' }).click();
    await expect(page).toHaveURL(/#order$/);
    await page.getByRole('button', { name: 'Passer en français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Search syntax');
  });
});

test('the French pages have French titles and descriptions', async ({ page }) => {
  await page.goto('/fr');
  await expect(page).toHaveTitle('Erret — le compagnon de Clash of Decks');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Cherchez toutes les cartes/);
  await page.goto('/fr/sets/felonie');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Félonie : \d+ cartes jouables/);
});

test('the header marks the section the reader is in', async ({ page }) => {
  await page.goto('/decks/new');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Decks' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
});

test('each set on the sets page is a heading that links to the set', async ({ page }) => {
  await page.goto('/sets');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  await page.getByRole('heading', { name: 'Treachery' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/sets\/felonie$/);
});

for (const [typed, canonical] of [
  ['/cards/Baron', '/cards/baron'],
  ['/abilities/prix-du-sang', '/abilities/price-of-blood'],
  ['/sets/F%C3%A9lonie', '/sets/felonie'],
  ['/fr/cards/BARON', '/fr/cards/baron'],
]) {
  test(`${typed} leads to ${canonical}`, async ({ page }) => {
    await page.goto(typed);
    expect(new URL(page.url()).pathname).toBe(canonical);
  });
}

for (const path of [
  '/cards/no-such-card',
  '/sets/no-such-set',
  '/abilities/no-such-ability',
  '/fr/cards/no-such-card',
  '/no-such-page',
  '/fr/no/such/page',
]) {
  test(`${path} is the site's own 404, in its language, with a search for it`, async ({ page }) => {
    const fr = path.startsWith('/fr');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr ? 'Page introuvable' : 'Page not found');
    await expect(page).toHaveTitle(fr ? 'Page introuvable · Erret' : 'Page not found · Erret');
    await expect(page.locator('html')).toHaveAttribute('lang', fr ? 'fr' : 'en');
    const words = path.split('/').pop()!.replace(/-/g, ' ');
    await expect(page.getByRole('link', { name: new RegExp(`“${words}”|« ${words} »`) })).toHaveAttribute(
      'href',
      `/cards?q=${encodeURIComponent(words)}`,
    );
  });
}

test('a broken %-escape in a page address gets a readable page, in an API address JSON', async ({ page, request }) => {
  const response = await page.goto('/replay/%E0%A4%A', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unreadable address');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get('/api/cards/%E0%A4%A');
  expect(api.status()).toBe(400);
  expect((await api.json()).error).toMatch(/malformed/);
});

test('a method an endpoint does not take gets a JSON 405 with Allow', async ({ request }) => {
  const allowed: Array<[string, string]> = [
    ['/api/cards', 'GET, HEAD'],
    ['/api/cards/baron', 'GET, HEAD'],
    ['/api/health', 'GET, HEAD'],
    ['/api/champions', 'GET, POST, HEAD'],
    ['/api/champions/cost', 'POST'],
  ];
  for (const [url, allow] of allowed) {
    const response = await request.delete(url);
    expect(response.status(), url).toBe(405);
    expect(response.headers()['allow'], url).toBe(allow);
    expect((await response.json()).error).toMatch(/DELETE is not allowed/);
  }
});

for (const [path, title] of [
  ['/decks/NoSuchDeck12', 'No saved deck here'],
  ['/fr/champions/NoSuchChamp1', 'Champion introuvable'],
]) {
  test(`${path} answers 404 with its section's own title`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Erret`);
  });
}

test('a client cannot choose what the 404 page says through its own request headers', async ({ page }) => {
  const forged = { 'x-erret-locale': 'fr', 'x-erret-path': '/Compte-suspendu-appelez-le-0800' };
  // The 404's words are drawn from the address itself, in the browser: headers play no part.
  await page.setExtraHTTPHeaders(forged);
  for (const path of ['/en/zzz.png', '/en/zzz']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('body')).not.toContainText('Compte suspendu');
  }
});

test('pages cannot be framed or sniffed, and edit pages send no Referer', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const path of ['/decks/someDeck1/edit?token=x', '/fr/champions/someChamp1/edit?token=x']) {
    expect((await request.get(path)).headers()['referrer-policy'], path).toBe('no-referrer');
  }
  const picture = await request.get('/_next/image?url=%2Ffavicon.svg&w=64&q=75');
  expect(picture.status()).not.toBe(200);
});

test('a made-up X-Forwarded-For does not make a new viewer: a deck counts this client once', async ({ request }) => {
  const { cards } = await (await request.get('/api/deck-codes/BAAAAAAjMBHNsPIE')).json();
  const created = await request.post('/api/decks', { data: { name: 'Counted once', cards } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const views: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2', '198.51.100.7']) {
    views.push(
      (await (await request.get(`/api/decks/${id}`, { headers: { 'x-forwarded-for': address } })).json()).views,
    );
  }
  expect(views).toEqual([1, 1, 1]);
});

test('a first visit follows the browser’s language; a choice made on the site wins after that', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cards');
  await page.goto('/sets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sets');
  await context.close();
});

test('long unbroken words in a search or an address never widen a phone page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const word = 'x'.repeat(70);
  for (const path of [`/cards?q=${word}`, `/cards?q=ab:${word}`, `/cards/${word}`, '/cards?q=m<=3']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  const range = page.getByRole('button', { name: 'Remove the mana filter 0–3' });
  await expect(range).toBeVisible();
  expect((await range.boundingBox())!.height).toBeLessThan(40);
  await context.close();
});
