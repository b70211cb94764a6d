import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { gameOneClickFromOver, tabTo } from './tableHelpers';

const focusedIsEnabledIn = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const el = document.activeElement as HTMLButtonElement | null;
    return !!el && el.tagName === 'BUTTON' && !el.disabled && !!el.closest(`[data-testid="${id}"]`);
  }, testId);

/**
 * Presses Enter on the focused control and waits until `shown` says something else: the next
 * decision is taken on the page React has drawn, never on the one before the key (on a busy
 * machine, a loop that reads too early presses once more, on whichever button has the focus then).
 */
async function enterAndSettle(page: Page, shown: Locator) {
  const before = await shown.textContent();
  await page.keyboard.press('Enter');
  await expect(shown).not.toHaveText(before ?? '');
}

test('replay controls keep the focus on an enabled control at the last move, the first move and the last event', async ({
  page,
}) => {
  await page.goto(`/replay/${gameOneClickFromOver()}`);
  await tabTo(page, '[data-testid="replay-next"]');
  const position = page.getByTestId('replay-position');
  const event = page.getByTestId('replay-event');
  const atLast = async () => /^Move (\d+) of \1$/.test((await position.textContent()) ?? '');
  for (let i = 0; i < 200 && !(await atLast()); i++) {
    await enterAndSettle(page, position);
    await expect.poll(() => focusedIsEnabledIn(page, 'replay-controls')).toBe(true);
  }
  await expect(position).toHaveText(/^Move (\d+) of \1$/);
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeFocused();
  // The last event of a move that has several, then the first move.
  for (let i = 0; i < 20 && !(await event.count()); i++) await enterAndSettle(page, position);
  await tabTo(page, '[data-testid="replay-prev-event"]');
  for (let i = 0; i < 60 && (await page.getByTestId('replay-prev-event').isEnabled()); i++)
    await enterAndSettle(page, event);
  await expect(page.getByTestId('replay-next-event')).toBeFocused();
  for (let i = 0; i < 60 && (await page.getByTestId('replay-next-event').isEnabled()); i++)
    await enterAndSettle(page, event);
  await expect(page.getByTestId('replay-prev-event')).toBeFocused();
  await tabTo(page, '[data-testid="replay-first"]', { back: true });
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(/^Move 0 of /);
  await expect.poll(() => focusedIsEnabledIn(page, 'replay-controls')).toBe(true);
});

test('Draft against the bot by keyboard: the focus goes to each new pick, every card is told, and the seats are called you and the bot', async ({
  page,
}) => {
  await page.goto('/play');
  await page.getByLabel('Duel — against the bot (easy)').check();
  await page.getByLabel('Draft').check();
  await expect(page.getByLabel('Your Champion: id or link')).toBeVisible();
  await expect(page.getByLabel('The bot’s Champion: id or link')).toBeVisible();
  await expect(page.getByTestId('setup')).not.toContainText(/Player [12]/);
  await page.getByTestId('start').focus();
  await page.keyboard.press('Enter');
  const draft = page.getByTestId('draft');
  await expect(page.locator('[data-draft-card]').first()).toBeFocused();
  await expect(draft.getByRole('heading', { level: 3 })).toHaveText(['Your cards (0/8)', 'The bot’s cards (0/8)']);
  const told = new Set<string>();
  let picks = 0;
  while (await draft.count()) {
    const card = await page.evaluate(() => document.activeElement?.getAttribute('data-draft-card'));
    expect(card).toBeTruthy();
    await page.keyboard.press('Enter');
    picks++;
    if (!(await draft.count())) break;
    await expect(page.locator(`[data-draft-card="${card}"]`)).toHaveCount(0);
    await expect(page.locator('[data-draft-card]').first()).toBeFocused();
    for (const line of await page.getByTestId('draft-recap').allTextContents()) {
      // One line per round: rounds are never merged.
      expect(line).toMatch(/^Round \d: (the bot took [^.]+|the last card, [^,]+, goes to (you|the bot))\.$/);
      told.add(line);
    }
  }
  expect(picks).toBe(6);
  // Rounds 1 and 3 end with a card for you, rounds 2 and 4 with one for the bot (only the last is told once the game starts).
  expect([...told].filter((l) => l.endsWith('goes to you.')).map((l) => l.slice(0, 7))).toEqual(['Round 1', 'Round 3']);
  expect([...told].filter((l) => l.endsWith('goes to the bot.')).map((l) => l.slice(0, 7))).toEqual(['Round 2']);
  await expect(page.getByTestId('table')).toBeVisible();
});
