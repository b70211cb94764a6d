import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = { slug: string; type: string; abilities: { ability: string; aura: boolean }[] };
const CARDS: Card[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'));
const creatures = CARDS.filter((c) => c.type === 'creature');
const withRage = (c: Card) => c.abilities.some((a) => a.ability === 'rage');

const search = (page: Page) => page.getByRole('searchbox', { name: /Search the cards|Rechercher une carte/ });
const header = (page: Page) => page.getByTestId('results-header');

test('an unknown value is left aside, and its correction is one click away with the keyboard kept in the box', async ({
  page,
}) => {
  await page.goto(`/cards?q=${encodeURIComponent('t:creature ab:rag')}`);
  await expect(header(page)).toContainText(`${creatures.length} cards`);
  const warnings = page.getByTestId('search-warnings');
  await expect(warnings).toContainText('ab:rag');
  await warnings.getByRole('button', { name: 'Use “ab:rage”' }).click();
  await expect(search(page)).toHaveValue('t:creature ab:rage');
  await expect(search(page)).toBeFocused();
  await expect(header(page)).toContainText(`${creatures.filter(withRage).length} cards`);
});

test('removing a term, clearing the box and a no-results suggestion all leave the keyboard in the box', async ({
  page,
}) => {
  await page.goto(`/cards?q=${encodeURIComponent('ab:rage zz:foo')}`);
  await page.getByRole('button', { name: 'Remove “zz:foo”' }).click();
  await expect(search(page)).toHaveValue('ab:rage');
  await expect(search(page)).toBeFocused();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(search(page)).toBeFocused();
  await search(page).fill('dragn');
  await page.getByTestId('no-results').getByRole('button').first().click();
  await expect(search(page)).toBeFocused();
});

test('phone quotes and the ≤ sign search like their ASCII forms', async ({ page }) => {
  await page.goto('/cards');
  await search(page).fill('ab:“prix du sang” m≤9');
  await expect(header(page)).toContainText(
    `${CARDS.filter((c) => c.abilities.some((a) => a.ability === 'price-of-blood')).length} cards`,
  );
  await expect(page.getByTestId('search-warnings')).toHaveCount(0);
});

test('the "sets and abilities" section opens on the first click and stays open as chips go on and off', async ({
  page,
}) => {
  await page.goto('/cards');
  const summary = page.locator('main details > summary');
  await summary.click();
  const rage = page.getByRole('button', { name: 'Rage', exact: true });
  await expect(rage).toBeVisible();
  await rage.click();
  await expect(rage).toHaveAttribute('aria-pressed', 'true');
  await rage.click();
  await expect(rage).toHaveAttribute('aria-pressed', 'false');
  await expect(rage).toBeVisible();
  await expect(rage).toBeFocused();
});

test('the tab title and the box follow the live search; the box takes at most what a permalink keeps', async ({
  page,
}) => {
  await page.goto('/cards?q=golem');
  await search(page).fill('ab:sprint');
  await expect(page).toHaveTitle('ab:sprint — Cards · Erret');
  expect(await search(page).getAttribute('maxlength')).toBe('500');
});

test('the search help leads back to the search the reader came from', async ({ page }) => {
  await page.goto(`/cards?q=${encodeURIComponent('ab:rage')}`);
  await page.getByRole('link', { name: /search syntax/i }).click();
  await expect(page).toHaveURL(/\/help\/search$/);
  // The link learns where the reader came from once the help page's code runs: until then it
  // leads to the plain search, and a click on a busy machine could come first.
  const back = page.getByRole('link', { name: /Back to the search/ });
  await expect(back).toHaveAttribute('href', /^\/cards\?q=ab(?:%3A|:)rage$/);
  await back.click();
  await expect(search(page)).toHaveValue('ab:rage');
});

test('an ability page counts the same cards as its search link finds', async ({ page }) => {
  await page.goto('/abilities/indestructible');
  const own = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'indestructible' && !a.aura));
  const section = page.locator('section', { has: page.getByRole('heading', { name: /Cards with Indestructible/ }) });
  await expect(section.locator('a[data-card]')).toHaveCount(own.length);
  await section.getByRole('link', { name: /Search these cards/ }).click();
  await expect(header(page)).toContainText(`${own.length} cards`);
});

test('on a phone, the first tap on Show all shows every card, after the live search took over', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/cards');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // A touch anywhere in the search (here its results' heading) hands it to the live search, as the start of a scroll would.
  await page.getByTestId('results-header').tap();
  await expect(page.locator('[data-search="live"]')).toBeAttached();
  await page.getByRole('button', { name: `Show all ${CARDS.length} cards` }).tap();
  await expect(page.locator('main ul a[data-card]')).toHaveCount(CARDS.length);
  await context.close();
});
