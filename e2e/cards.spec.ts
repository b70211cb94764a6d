import { expect, openWithoutCode, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = {
  slug: string;
  name: string;
  set: string;
  number: number;
  type: string;
  mana: number;
  abilities: { ability: string; aura: boolean }[];
};
const CARDS: Card[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'));

/** Slugs of the cards shown in the results grid, in page order. */
async function gridSlugs(page: Page): Promise<string[]> {
  return page
    .locator('main ul a[data-card]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-card') ?? ''));
}

const search = (page: Page) => page.getByRole('searchbox', { name: /Search the cards|Rechercher une carte/ });

test.describe('card search', () => {
  // Computed here from the data, independently of the search code.
  const rageUpTo3 = CARDS.filter((c) => c.mana <= 3 && c.abilities.some((a) => a.ability === 'rage')).map(
    (c) => c.slug,
  );

  test('typing ab:rage m<=3 shows exactly the matching cards and writes the URL', async ({ page }) => {
    expect(rageUpTo3.length).toBeGreaterThan(3);
    await page.goto('/cards');
    await expect(page.locator('main ul a[data-card]')).toHaveCount(24);
    await search(page).pressSequentially('ab:rage m<=3', { delay: 20 });
    await expect(page.getByTestId('results-header')).toContainText(`${rageUpTo3.length} cards`);
    await expect.poll(() => gridSlugs(page)).toHaveLength(rageUpTo3.length);
    expect([...(await gridSlugs(page))].sort()).toEqual([...rageUpTo3].sort());
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ab:rage m<=3');
    expect(new URL(page.url()).pathname).toBe('/cards');
  });

  test('a permalink is rendered by the server with the same results', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/cards?q=${encodeURIComponent('ab:rage m<=3')}`);
    await expect(search(page)).toHaveValue('ab:rage m<=3');
    expect([...(await gridSlugs(page))].sort()).toEqual([...rageUpTo3].sort());
    await context.close();
  });

  test('without JavaScript a chip still filters, by a plain GET search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/cards?q=${encodeURIComponent('ab:rage')}`);
    await page.getByRole('button', { name: 'Incantation', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('t:incantation ab:rage');
    await expect(search(page)).toHaveValue('t:incantation ab:rage');
    await expect(page.getByRole('button', { name: 'Incantation', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const expected = CARDS.filter((c) => c.type === 'incantation' && c.abilities.some((a) => a.ability === 'rage')).map(
      (c) => c.slug,
    );
    expect([...(await gridSlugs(page))].sort()).toEqual([...expected].sort());
    await context.close();
  });

  test('text typed while the page is still loading its code is searched once it runs', async ({ page }) => {
    const release = await openWithoutCode(page, '/cards');
    await search(page).fill('ab:rage m<=3');
    release();
    await expect(page.getByTestId('results-header')).toContainText(`${rageUpTo3.length} cards`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ab:rage m<=3');
    await expect(search(page)).toHaveValue('ab:rage m<=3');
  });

  test('a sort chosen while the page is still loading its code is kept once it runs', async ({ page }) => {
    const release = await openWithoutCode(page, '/cards');
    await page.getByLabel('Sort by').selectOption('mana');
    release();
    await expect(search(page)).toHaveValue('order:mana');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('order:mana');
    const manas = CARDS.map((c) => c.mana)
      .sort((a, b) => a - b)
      .slice(0, 24);
    await expect
      .poll(async () => (await gridSlugs(page)).map((slug) => CARDS.find((c) => c.slug === slug)!.mana))
      .toEqual(manas);
  });

  test('opens a card page from the grid, even right after typing, and Back returns to the search', async ({ page }) => {
    await page.goto('/cards');
    await search(page).fill('ab:rage m<=3');
    await expect(page.getByTestId('results-header')).toContainText(`${rageUpTo3.length} cards`);
    // Clicked before the URL's debounce has run: the navigation must still go through.
    const first = page.locator('main ul a[data-card]').first();
    const slug = await first.getAttribute('data-card');
    const card = CARDS.find((c) => c.slug === slug)!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/cards/${slug}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
    await expect(page.getByRole('link', { name: 'Build a deck with this card' })).toHaveAttribute(
      'href',
      `/decks/new?add=${slug}`,
    );
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ab:rage m<=3');
    await expect(search(page)).toHaveValue('ab:rage m<=3');
  });

  test('chips and sorting write the same query text', async ({ page }) => {
    await page.goto('/cards');
    await page.getByRole('button', { name: 'Incantation', exact: true }).click();
    await expect(search(page)).toHaveValue('t:incantation');
    await expect(page.getByRole('button', { name: 'Incantation', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const incantations = CARDS.filter((c) => c.type === 'incantation');
    await expect(page.getByTestId('results-header')).toContainText(`${incantations.length} cards`);
    await page.getByLabel('Sort by').selectOption('mana');
    await page.getByLabel('Direction').selectOption('desc');
    await expect(search(page)).toHaveValue('t:incantation order:mana dir:desc');
    // The grid follows the box a moment later (it renders from a deferred copy of the query).
    const manas = async () => (await gridSlugs(page)).map((slug) => CARDS.find((c) => c.slug === slug)!.mana);
    // The first page shows 24 cards.
    const expected = incantations
      .map((c) => c.mana)
      .sort((a, b) => b - a)
      .slice(0, 24);
    await expect.poll(manas).toEqual(expected);
    await page.getByRole('button', { name: 'Incantation', exact: true }).click();
    await expect(search(page)).toHaveValue('order:mana dir:desc');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('order:mana dir:desc');
  });

  test('a malformed term is pointed out and the rest is searched', async ({ page }) => {
    await page.goto(`/cards?q=${encodeURIComponent('ab:rage zz:foo')}`);
    await expect(page.getByTestId('search-warnings')).toContainText('Not understood: zz:foo');
    const rage = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'rage'));
    await expect(page.getByTestId('results-header')).toContainText(`${rage.length} cards`);
  });

  test('zero results explain why and offer a fix that works', async ({ page }) => {
    await page.goto('/cards');
    await search(page).fill('dragn');
    await expect(page.getByTestId('no-results')).toBeVisible();
    await page.getByTestId('no-results').getByRole('button').first().click();
    await expect(page.getByTestId('no-results')).toHaveCount(0);
    expect((await gridSlugs(page)).length).toBeGreaterThan(0);
  });

  test('switching to French relabels the page and is remembered', async ({ page }) => {
    await page.goto('/cards');
    await page.getByRole('button', { name: 'Passer en français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes');
    await expect(page.getByLabel('Rechercher une carte')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(new URL(page.url()).pathname).toBe('/cards');
    await page.getByRole('link', { name: 'Capacités', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Capacités spéciales');
    await page.goto('/sets/felonie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Félonie');
  });

  test('keyboard only: Tab to the box, type, Tab to a result, Enter opens it', async ({ page }) => {
    await page.goto('/cards');
    for (let i = 0; i < 15 && !(await page.evaluate(() => document.activeElement?.id === 'card-search')); i += 1)
      await page.keyboard.press('Tab');
    await expect(search(page)).toBeFocused();
    await page.keyboard.type('scribe');
    await expect(page.getByTestId('results-header')).toContainText('1 card');
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-card'))); i += 1)
      await page.keyboard.press('Tab');
    await expect(page.locator('a[data-card="scribe"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cards\/scribe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scribe');
  });
});

test('an unknown API endpoint answers a JSON 404', async ({ request }) => {
  const response = await request.post('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    error: 'There is no API endpoint POST /api/no-such-endpoint.',
    code: 'not-found',
  });
});

test('Show all grows the results, moves the keyboard to the first new card, and survives Back', async ({ page }) => {
  await page.goto('/cards');
  await page.getByRole('button', { name: `Show all ${CARDS.length} cards` }).click();
  await expect(page.locator('main ul a[data-card]')).toHaveCount(CARDS.length);
  await expect(page.locator('main ul a[data-card]').nth(24)).toBeFocused();
  const last = page.locator('main ul a[data-card]').last();
  const slug = await last.getAttribute('data-card');
  await last.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(1000);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/cards/${slug}$`));
  await page.goBack();
  await expect(page.locator('main ul a[data-card]')).toHaveCount(CARDS.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 400);
});
