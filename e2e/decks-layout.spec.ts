import { expect, test, untilInteractive, type Browser, type Page } from './fixtures';
import { PRECON, nameOf, poolCard, search, status } from './deckHelpers';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return untilInteractive(await context.newPage());
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('with nothing to say, the builder draws no empty box under “Your deck”', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/decks/new');
  const box = status(page);
  await expect(box).toBeAttached();
  expect(await box.evaluate((el) => [el.getBoundingClientRect().height, getComputedStyle(el).borderTopWidth])).toEqual([
    0,
    '0px',
  ]);
  await search(page).fill('Baron');
  await poolCard(page, 'baron').click();
  await expect(box).toHaveText('Baron added (1/8).');
  expect(await box.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
});

test('on a phone, “Baron added” never covers the pool’s filters', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto('/decks/new');
  await search(page).fill('Baron');
  await expect(poolCard(page, 'baron')).toBeVisible();
  const filters = page.locator('[data-deck-filters]');
  // The filters at the screen's foot, where the status would float.
  await filters.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
  await poolCard(page, 'baron').dispatchEvent('click');
  await expect(status(page)).toHaveText('Baron added (1/8).');
  await expect
    .poll(async () => overlap((await filters.boundingBox())!, (await status(page).boundingBox())!))
    .toBe(false);
  // Scrolled on, with the filters at the top: the status goes back to the foot, still clear of them.
  await filters.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top));
  await expect(status(page)).toHaveAttribute('data-side', 'bottom');
  expect(overlap((await filters.boundingBox())!, (await status(page).boundingBox())!)).toBe(false);
  await page.context().close();
});

test('on a phone, the deck’s thumbnails leave every card name whole, and the home page’s deck lists too', async ({
  browser,
}) => {
  const page = await phone(browser);
  const deck = PRECON.find((d) => d.cards.includes('lieutenant'))!;
  await page.goto(`/decks/new?from=${deck.slug}`);
  const thumbs = page.getByTestId('deck-zone').locator('button[data-card]');
  await expect(thumbs).toHaveCount(8);
  for (const thumb of await thumbs.all()) {
    const name = (await thumb.locator('[data-part="name"]').boundingBox())!;
    const badge = (await thumb.locator('span[aria-hidden="true"]').last().boundingBox())!;
    expect(overlap(name, badge), (await thumb.getAttribute('data-card')) ?? '').toBe(false);
  }
  // Two deck lists side by side (640 px) and the narrowest phones (320 px) squeeze names most.
  for (const width of [320, 390, 640]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const names = page.locator('section[aria-labelledby="decks-title"] a[data-card] > span:last-child');
    await expect(names).toHaveCount(PRECON.reduce((n, d) => n + d.cards.length, 0));
    const cut = await names.evaluateAll((spans) =>
      spans
        .filter(
          (s) =>
            s.scrollWidth > s.clientWidth + 1 ||
            s.getBoundingClientRect().right > (s.parentElement as HTMLElement).getBoundingClientRect().right,
        )
        .map((s) => s.textContent),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
  await expect(page.getByText(nameOf('lieutenant'), { exact: true }).first()).toBeVisible();
  await page.context().close();
});

test('attaching an unknown Champion id says so and changes neither the deck, its address nor the Champion panel', async ({
  page,
}) => {
  await page.goto('/decks/new?from=deck-1');
  const field = page.getByTestId('deck-champion').getByLabel('Champion link or id');
  await field.fill('nonexistent123');
  await field.press('Enter');
  await expect(status(page)).toHaveText('No Champion has the id “nonexistent123”.');
  await expect(page.getByRole('button', { name: /Remove the Champion/ })).toHaveCount(0);
  expect(page.url()).not.toContain('nonexistent123');
  await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
  await page.reload();
  await expect(page.getByTestId('deck-champion')).not.toContainText('nonexistent123');
});

test('the text import says a deck holds each card once and suggests a close name', async ({ page }) => {
  await page.goto('/decks/new');
  await page.getByLabel('Deck list, one card per line').fill('2 Baron\nAssasin\nScribe');
  await page.getByRole('button', { name: 'Import the list' }).click();
  const report = page.getByTestId('deck-text-report');
  await expect(report).toContainText('2 cards imported.');
  await expect(report).toContainText('A deck holds each card only once: one copy kept for “2 Baron”.');
  await expect(report).toContainText('Not recognised: “Assasin”. Did you mean Assassin?');
  await report.getByRole('button', { name: 'Import with Assassin instead of “Assasin”' }).click();
  await expect(page.getByLabel('Deck list, one card per line')).toHaveValue('2 Baron\nAssassin\nScribe');
  await expect(report).toContainText('3 cards imported.');
  await expect(page.getByTestId('deck-zone').locator('button[data-card="assassin"]')).toBeVisible();
  await expect(report).not.toContainText('Assasin');
});
