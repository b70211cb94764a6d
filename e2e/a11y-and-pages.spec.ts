import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = {
  slug: string;
  name: string;
  set: string;
  number: number;
  type: string;
  abilities: { ability: string; aura: boolean }[];
  verified: boolean;
};
const data = (file: string) => JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', file), 'utf8'));
const CARDS: Card[] = data('cards.json');

const PAGES = [
  '/',
  '/cards',
  `/cards?q=${encodeURIComponent('t:creature order:atk dir:desc')}`,
  '/cards/scribe',
  '/cards/parasite',
  `/cards/${CARDS.find((c) => c.set === 'felonie')!.slug}`,
  '/abilities',
  '/abilities/rage',
  '/abilities/aura',
  '/sets',
  '/sets/felonie',
  '/help/search',
  '/mine',
];

/** Loads a page and fails on any console error, uncaught exception or failed request. */
async function visit(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(path);
  // Hydration is awaited by goto (fixtures.ts); link prefetches report their problems by the time the network is idle.
  await page.waitForLoadState('networkidle');
  return { status: response?.status(), errors };
}

/** Basic checks any page must pass: one h1, language set, labelled images and form fields. */
async function checkA11y(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('[role="img"]'))
      if (!el.getAttribute('aria-label')?.trim()) found.push(`image without label: ${el.outerHTML.slice(0, 80)}`);
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input:not([type=hidden]), select, textarea',
    )) {
      if ((el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label'))
        found.push(`field without label: ${el.outerHTML.slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('a, button')) {
      const name = el.getAttribute('aria-label') || el.textContent?.trim();
      if (!name) found.push(`control without name: ${el.outerHTML.slice(0, 80)}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`every page in ${lang}`, () => {
    for (const path of PAGES) {
      test(`${path} answers 200 without console errors`, async ({ page, context }) => {
        await context.addCookies([{ name: 'erret-lang', value: lang, url: test.info().project.use.baseURL! }]);
        const { status, errors } = await visit(page, path);
        expect(status).toBe(200);
        expect(errors).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await checkA11y(page);
      });
    }
  });
}

test('a card page explains each ability and links around its set', async ({ page }) => {
  const scribe = CARDS.find((c) => c.slug === 'scribe')!;
  const inSet = CARDS.filter((c) => c.set === scribe.set).sort((a, b) => a.number - b.number);
  const at = inSet.findIndex((c) => c.slug === 'scribe');
  await page.goto('/cards/scribe');
  const abilities = page.getByRole('region', { name: 'Special Abilities' });
  await expect(abilities.getByRole('heading', { level: 3 })).toHaveText(['Rage', 'Indestructible']);
  await expect(abilities).toContainText('Assault, step 2 of 19');
  await expect(page.getByRole('link', { name: new RegExp(inSet[at - 1].name) })).toHaveAttribute(
    'href',
    `/cards/${inSet[at - 1].slug}`,
  );
  await expect(page.getByRole('link', { name: new RegExp(inSet[at + 1].name) })).toHaveAttribute(
    'href',
    `/cards/${inSet[at + 1].slug}`,
  );
  await expect(page.getByRole('img', { name: /Scribe/ })).toBeVisible();
});

test('Parasite says its values are unconfirmed, verified cards do not', async ({ page }) => {
  expect(CARDS.find((c) => c.slug === 'parasite')!.verified).toBe(false);
  await page.goto('/cards/parasite');
  await expect(page.getByRole('note')).toContainText('Values unconfirmed');
  await page.goto('/cards/scribe');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('an ability page lists the cards having it and those granting it as an Aura', async ({ page }) => {
  const own = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'sprint' && !a.aura)).map((c) => c.slug);
  const aura = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'sprint' && a.aura)).map((c) => c.slug);
  expect(aura.length).toBeGreaterThan(0);
  await page.goto('/abilities/sprint');
  const slugs = (name: string) =>
    page
      .getByRole('list', { name })
      .locator('a[data-card]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('data-card')));
  expect((await slugs('Cards with Sprint')).sort()).toEqual(own.sort());
  expect((await slugs('Cards giving Sprint as an Aura')).sort()).toEqual(aura.sort());
});

test('a set page shows its cards in collector order', async ({ page }) => {
  const expected = CARDS.filter((c) => c.set === 'submersion')
    .sort((a, b) => a.number - b.number)
    .map((c) => c.slug);
  await page.goto('/sets/submersion');
  const shown = await page.locator('main a[data-card]').evaluateAll((as) => as.map((a) => a.getAttribute('data-card')));
  expect(shown).toEqual(expected);
});

test('a help example runs its search', async ({ page }) => {
  await page.goto('/help/search');
  const example = page.locator('main a[href^="/cards?q="]').first();
  const query = new URL(`http://x${await example.getAttribute('href')}`).searchParams.get('q')!;
  await example.click();
  await expect(page.getByRole('searchbox', { name: 'Search the cards' })).toHaveValue(query);
});

test('the grid fits a phone: two cards per row, no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cards');
  const boxes = await page
    .locator('main a[data-card]')
    .evaluateAll((as) => as.slice(0, 3).map((a) => a.getBoundingClientRect().top));
  expect(boxes[0]).toBe(boxes[1]);
  expect(boxes[2]).toBeGreaterThan(boxes[0]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
