import { expect, test } from './fixtures';
import { board } from './tableHelpers';

const KEY = 'erret.table.game';

/** Starts a Solo game without animation and plays its first card: a kept game with a log. */
async function startAndPlay(page: import('./fixtures').Page) {
  await page.goto('/play');
  await page.getByTestId('start').click();
  await page.getByTestId('speed').selectOption('instant');
  await page.locator('[data-testid="hand"] button[data-playable="true"]').first().click();
  if (await page.locator('button[data-summon]').count()) await page.locator('button[data-summon]').first().click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
}

test('a restored game keeps its whole log, grouped by turn, and the restored note goes once the game moves on', async ({
  page,
}) => {
  await startAndPlay(page);
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
  const lines = await page.getByTestId('log').locator('li').allTextContents();
  expect(lines.length).toBeGreaterThan(10);
  await page.reload();
  await expect(page.getByTestId('table-note')).toContainText('Your game in progress was restored');
  await expect(page.getByTestId('log').locator('li')).toHaveText(lines);
  // Earlier turns fold away, the turn being played is open.
  await expect(page.getByTestId('log').locator('details')).toHaveCount(3);
  await expect(page.getByTestId('log').locator('details[open]')).toHaveAttribute('data-turn', '3');
  await expect(page.getByTestId('log').locator('details').first()).toContainText(/^Turn 1 — \d+ events/);
  await page.getByTestId('speed').selectOption('instant');
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('table-note')).toHaveCount(0);
});

test('“Change the setup” keeps the game until a new one starts, and it can be taken up again', async ({ page }) => {
  await startAndPlay(page);
  const summary = await board(page).getAttribute('data-summary');
  await page.reload();
  await page.getByRole('button', { name: 'Change the setup' }).click();
  await expect(page.getByTestId('setup')).toBeVisible();
  await expect(page.getByTestId('table-note')).toContainText('kept until you start a new one');
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-summary', summary!);
  await page.getByRole('button', { name: 'Change the setup' }).click();
  await page.getByTestId('back-to-game').click();
  await expect(board(page)).toHaveAttribute('data-summary', summary!);
  await page.getByRole('button', { name: 'Change the setup' }).click();
  await page.getByRole('radio', { name: /^Preconstructed deck 3|Deck 3/ }).check();
  await page.getByTestId('start').click();
  await expect(board(page)).not.toHaveAttribute('data-summary', summary!);
  await page.reload();
  await expect(board(page)).not.toHaveAttribute('data-summary', summary!);
});

test('the Abandon question: a visible red answer, Escape keeps playing and the focus goes back to Abandon', async ({
  page,
}) => {
  await startAndPlay(page);
  const abandon = page.getByTestId('abandon');
  await abandon.focus();
  await page.keyboard.press('Enter');
  const yes = page.getByTestId('abandon-yes');
  await expect(yes).toBeFocused();
  const colours = await yes.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  expect(colours[1]).toBe('rgb(255, 255, 255)');
  expect(colours[0]).not.toBe('rgb(255, 255, 255)');
  expect(colours[0]).not.toMatch(/rgba\(0, 0, 0, 0\)/);
  const scroll = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(abandon).toBeFocused();
  await abandon.click();
  await page.getByTestId('abandon-keep').click();
  await expect(abandon).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scroll)).toBeLessThan(40);
  await expect(page.getByTestId('table')).toBeVisible();
});

test('two tabs on the kept game: the last move wins and the other tab shows it', async ({ page, context }) => {
  await startAndPlay(page);
  const other = await context.newPage();
  await other.goto('/play');
  await expect(other.getByTestId('table-note')).toContainText('restored');
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
  await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
  await expect(other.getByTestId('table-note')).toContainText('This game went on in another tab');
  await expect(board(other)).toHaveAttribute('data-summary', (await board(page).getAttribute('data-summary'))!);
  expect(await other.evaluate((k) => localStorage.getItem(k), KEY)).toBe(
    await page.evaluate((k) => localStorage.getItem(k), KEY),
  );
  await other.getByTestId('abandon').click();
  await other.getByTestId('abandon-yes').click();
  await expect(page.getByTestId('table-note')).toContainText('This game ended or was abandoned in another tab');
  await expect(page.getByTestId('setup')).toBeVisible();
});

test('French: a Champion id that does not exist is explained in French only', async ({ page }) => {
  await page.goto('/play?deck=BAAAAAAjMBHNsPIE.zzzzzzzzzzz&lang=fr');
  const alert = page.getByRole('alert').filter({ hasText: 'Champion' }).first();
  await expect(alert).toHaveText('Aucun Champion enregistré n’a cet identifiant : vérifiez l’identifiant ou le lien.');
});
