import { expect, openWithoutCode, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = {
  slug: string;
  name: string;
  type: string;
  mana: number;
  attack: number | 'X';
  health: number | null;
  abilities: { ability: string; aura: boolean }[];
};
const CARDS: Card[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'));
const withAbility = (slug: string) => CARDS.filter((c) => c.abilities.some((a) => a.ability === slug));

const search = (page: Page) => page.getByRole('searchbox', { name: /Search the cards|Rechercher une carte/ });
const header = (page: Page) => page.getByTestId('results-header');
const urlQuery = (page: Page) => new URL(page.url()).searchParams.get('q');
const gridSlugs = (page: Page) =>
  page.locator('main ul a[data-card]').evaluateAll((links) => links.map((a) => a.getAttribute('data-card')));

test('a bare ability name finds every card with it, first, and the page says how it read the word', async ({
  page,
}) => {
  const sprint = withAbility('sprint');
  await page.goto('/cards?q=sprint');
  await expect(header(page)).toContainText(`${sprint.length} cards`);
  await expect(page.getByTestId('search-readings')).toHaveText('Showing cards with Sprint — ab:sprint');
  expect(sprint.length).toBeLessThanOrEqual(24);
  await expect.poll(() => gridSlugs(page)).toEqual(sprint.map((c) => c.slug));
  await search(page).fill('Perfforation');
  await expect(header(page)).toContainText(`${withAbility('perforation').length} cards`);
  await expect(page.getByTestId('search-readings')).toContainText('ab:perforation');
});

test('in French, “prix du sang” finds its ability and the reading is said in French', async ({ page }) => {
  await page.goto('/cards?lang=fr');
  await search(page).fill('prix du sang');
  await expect(header(page)).toContainText(`${withAbility('price-of-blood').length} cartes`);
  await expect(page.getByTestId('search-readings')).toHaveText(
    'Affichage des cartes avec Prix du sang — ab:price-of-blood',
  );
});

test('Back steps through searches, sorts and views instead of leaving the search', async ({ page }) => {
  await page.goto('/cards');
  // One burst of typing, even with pauses longer than the address's delay, makes one entry.
  await search(page).pressSequentially('ab:rage', { delay: 120 });
  await expect.poll(() => urlQuery(page)).toBe('ab:rage');
  await search(page).press('Enter');
  await page.getByLabel('Sort by').selectOption('mana');
  await expect.poll(() => urlQuery(page)).toBe('ab:rage order:mana');
  await page.getByRole('link', { name: 'Text list' }).click();
  await expect(page.getByTestId('results-table')).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('list');

  await page.goBack();
  await expect(page.getByTestId('results-table')).toHaveCount(0);
  await expect(search(page)).toHaveValue('ab:rage order:mana');
  await page.goBack();
  await expect(search(page)).toHaveValue('ab:rage');
  expect(urlQuery(page)).toBe('ab:rage');
  await expect(header(page)).toContainText(`${withAbility('rage').length} cards`);
  await page.goBack();
  await expect(search(page)).toHaveValue('');
  expect(new URL(page.url()).pathname).toBe('/cards');
  await expect(header(page)).toContainText(`${CARDS.length} cards`);
  await page.goForward();
  await expect(search(page)).toHaveValue('ab:rage');
});

test('the text list shows name, Mana, AV, HP and abilities, and is kept in the address', async ({ page }) => {
  const expected = CARDS.filter((c) => c.mana <= 2 && c.abilities.some((a) => a.ability === 'sprint'));
  await page.goto(`/cards?q=${encodeURIComponent('ab:sprint m<=2')}&view=list`);
  const table = page.getByTestId('results-table');
  await expect(table.locator('thead th')).toHaveText(['Name', 'Mana', 'AV', 'HP', 'Special Abilities']);
  await expect(table.locator('tbody tr')).toHaveCount(expected.length);
  const first = table.locator('tbody tr').first();
  const card = expected[0];
  await expect(first.locator('th, td')).toHaveText([
    card.name,
    String(card.mana),
    String(card.attack),
    String(card.health ?? '—'),
    /Sprint/,
  ]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Text list' })).toHaveAttribute('aria-current', 'true');
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
});

test('Random card lands on a real card page, among the current results', async ({ page }) => {
  const sprint = new Set(withAbility('sprint').map((c) => c.name));
  await page.goto('/cards?q=ab%3Asprint');
  await page.getByRole('link', { name: 'Random card' }).click();
  await expect(page).toHaveURL(/\/cards\/[a-z0-9-]+$/);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  expect(sprint.has(name ?? '')).toBe(true);
});

test('typing begun before the page’s code ran is one search: Back leaves it for the page as it opened', async ({
  page,
}) => {
  const release = await openWithoutCode(page, '/cards');
  await search(page).fill('ab:r');
  release();
  // The live search loads on a busy machine first.
  await expect.poll(() => urlQuery(page), { timeout: 20_000 }).toBe('ab:r');
  await search(page).pressSequentially('age', { delay: 120 });
  await expect.poll(() => urlQuery(page)).toBe('ab:rage');
  await page.goBack();
  await expect(search(page)).toHaveValue('');
  expect(urlQuery(page)).toBeNull();
});
