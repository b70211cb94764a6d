import { expect, test } from './fixtures';
import { gameOneClickFromOver } from './tableHelpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const code = gameOneClickFromOver();

test('the bottom bar is one opaque row that never hides the focused hand card, and it goes at game over', async ({
  page,
}) => {
  await page.goto('/play');
  await page.evaluate((c) => localStorage.setItem('erret.table.game', c), code);
  await page.reload();
  const bar = page.getByTestId('table-bar');
  await expect(page.getByTestId('mana')).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height).toBeLessThan(70);
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
  // After the reload the focus is on the hand's first playable card: fully on screen, above the bar.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        const b = document.querySelector('[data-testid="table-bar"]')!.getBoundingClientRect();
        return !!el.closest('[data-testid="hand"]') && r.top >= 0 && r.bottom <= b.top + 1;
      }),
    )
    .toBe(true);
  await expect(page.getByTestId('end-turn')).toHaveText('End the turn', { useInnerText: true });
  await expect(page.getByTestId('end-turn')).toHaveAccessibleName('End the turn (Assault)');

  await page.getByTestId('speed').selectOption('instant');
  await page.getByTestId('end-turn').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('end-turn')).toHaveCount(0);
});

test('a replay’s controls stay on screen next to the board and the log', async ({ page }) => {
  await page.goto(`/replay/${code}`);
  const controls = page.getByTestId('replay-controls');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await next.click();
  await page.getByTestId('replay-log').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('replay-log')).toBeInViewport();
  await expect(controls).toBeInViewport();
  const before = await page.getByTestId('replay-position').textContent();
  await next.click();
  await expect(page.getByTestId('replay-position')).not.toHaveText(before!);
  await expect(page.getByTestId('replay-latest')).toBeVisible();
  expect((await controls.boundingBox())!.height).toBeLessThan(260);
});
