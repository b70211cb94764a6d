import { expect, test, type Page } from './fixtures';
import { tabTo } from './tableHelpers';
import { offScreen, settled, VIEWPORTS } from './tableBoardHelpers';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      card: el?.getAttribute('data-playable') === 'true' ? el.getAttribute('data-card') : null,
      testid: el?.getAttribute('data-testid') ?? null,
      choice: el?.hasAttribute('data-summon') || el?.hasAttribute('data-target') || el?.hasAttribute('data-host'),
    };
  });

test.describe('a whole Solo Quick game by touch on a phone', () => {
  const vp = VIEWPORTS[2];
  test.use({ viewport: { width: vp.width, height: vp.height }, hasTouch: true, isMobile: true });

  test('tapping cards, their places and End turn, to the end of the game, never scrolling', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/play');
    await page.getByTestId('start').tap();
    await page.getByTestId('speed').selectOption('instant');
    for (let turn = 0; turn < 150 && !(await page.getByTestId('game-over').count()); turn++) {
      await settled(page);
      expect(await offScreen(page)).toEqual([]);
      for (let plays = 0; plays < 6; plays++) {
        const card = page.locator('[data-testid="hand"] button[data-playable="true"]').first();
        if (!(await card.count())) break;
        await card.tap();
        const choice = page
          .locator(
            '[data-testid="placing"] button[data-summon], [data-testid="placing"] button[data-target], [data-testid="placing"] button[data-host]',
          )
          .first();
        await choice.tap();
        await settled(page);
        if (await page.getByTestId('game-over').count()) break;
      }
      if (await page.getByTestId('game-over').count()) break;
      await page.getByTestId('end-turn').tap();
    }
    await expect(page.getByTestId('game-over')).toBeVisible();
    await expect(page.getByTestId('result')).toHaveText(/(You|The AI) won in \d+ turns/);
  });
});

test.describe('a whole Solo Quick game by keyboard only on a desktop', () => {
  const vp = VIEWPORTS[0];
  test.use({ viewport: { width: vp.width, height: vp.height } });

  test('Tab, arrows and Enter from the setup to the game over', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/play');
    await tabTo(page, '[data-testid="start"]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('table')).toBeVisible();
    await tabTo(page, '[data-testid="speed"]', { back: true });
    // A closed select takes the arrow keys: Normal → Fast → No animation.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('speed')).toHaveValue('instant');
    for (let step = 0; step < 600 && !(await page.getByTestId('game-over').count()); step++) {
      await settled(page);
      const f = await focused(page);
      if (f.card) {
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await focused(page)).choice).toBe(true);
        await page.keyboard.press('Enter');
      } else if (f.testid === 'end-turn') {
        const playable = await page.locator('[data-testid="hand"] button[data-playable="true"]').count();
        if (playable) await tabTo(page, '[data-testid="hand"] button[data-playable="true"]', { back: true });
        else await page.keyboard.press('Enter');
      } else {
        await tabTo(page, '[data-testid="hand"] button[data-playable="true"], [data-testid="end-turn"]');
      }
    }
    await expect(page.getByTestId('game-over')).toBeVisible();
    await expect(page.locator('#game-over-title')).toBeFocused();
  });
});
