import { expect, test } from './fixtures';
import { attackNextGame, dearCardGame, gameOneClickFromOver } from './tableHelpers';
import { axeViolations, offScreen, SCREENS, settled, VIEWPORTS } from './tableBoardHelpers';

const nearEnd = gameOneClickFromOver();
const attackNext = attackNextGame();

for (const vp of VIEWPORTS) {
  test.describe(`the table at ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, hasTouch: vp.touch, isMobile: vp.touch });

    test('board, hand, End turn and the newest log entry are on one screen, before, during and after the AI’s turn', async ({
      page,
    }) => {
      await page.goto('/play');
      await page.getByTestId('start').click();
      await expect(page.getByTestId('board')).toBeVisible();
      await expect.poll(() => offScreen(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENS}/${vp.name}-start.png` });

      // Turn 3 of a game whose Creature summoned on turn 1 attacks when the turn ends, watched at the slow speed.
      await page.evaluate((c) => localStorage.setItem('erret.table.game', c), attackNext);
      await page.reload();
      await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
      await expect.poll(() => offScreen(page)).toEqual([]);
      await page.getByTestId('speed').selectOption('slow');
      await page.getByTestId('end-turn').click();
      // The Assault, watched: all read at the moment the attacker is marked (a beat lasts 1.4 s at this speed).
      const seen = await (
        await page.waitForFunction(() => {
          if (!document.querySelector('[data-actor="true"]')) return null;
          return {
            arrows: document.querySelectorAll('[data-arrow]').length,
            caption: document.querySelector('[data-testid="caption"]')?.textContent ?? '',
            phase: document.querySelector('[data-testid="phase"]')?.textContent ?? '',
          };
        })
      ).jsonValue();
      await page.screenshot({ path: `${SCREENS}/${vp.name}-assault.png` });
      expect(seen!.arrows).toBeGreaterThan(0);
      expect(seen!.caption).toMatch(/attacks .*Rule: /);
      expect(seen!.phase).toBe('Assault');
      expect(await offScreen(page)).toEqual([]);
      await page.getByTestId('skip').click();
      await settled(page);
      await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
      await expect(page.getByTestId('ai-mana')).toContainText(
        /AI: \d+ Mana this turn = 6 \+ 1 × \d+ of your Creatures|The AI will gain \d+ Mana = 6 \+ 1 × \d+/,
      );
      await expect.poll(() => offScreen(page)).toEqual([]);
    });

    test('the game over is on screen with its result', async ({ page }) => {
      await page.goto('/play');
      await page.evaluate((c) => localStorage.setItem('erret.table.game', c), nearEnd);
      await page.reload();
      await page.getByTestId('speed').selectOption('instant');
      await page.getByTestId('end-turn').click();
      await expect(page.getByTestId('game-over')).toBeVisible();
      await expect(page.getByTestId('result')).toBeInViewport();
      await page.screenshot({ path: `${SCREENS}/${vp.name}-over.png` });
    });
  });
}

test('mid-game the table has no axe violation, on a desktop and on a phone', async ({ page }) => {
  for (const vp of [VIEWPORTS[0], VIEWPORTS[2]]) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/play');
    await page.getByTestId('start').click();
    await page.getByTestId('speed').selectOption('instant');
    await page.locator('[data-testid="hand"] button[data-playable="true"]').first().click();
    await page.locator('button[data-summon]').first().click();
    await page.getByTestId('end-turn').click();
    await settled(page);
    await page.locator('[data-testid="hand"] button[data-playable="true"]').first().click();
    await expect(page.getByTestId('placing')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('abandon').click();
    await page.getByTestId('abandon-yes').click();
  }
});

test('a card among the 4 leftmost that cannot be paid does not look playable, and says why on focus and hover', async ({
  page,
}) => {
  await page.goto('/play');
  await page.evaluate((c) => localStorage.setItem('erret.table.game', c), dearCardGame());
  await page.reload();
  const dear = page.locator('[data-testid="hand"] button[data-can="true"][data-why="not-enough-mana"]').first();
  await expect(dear).toHaveAttribute('data-playable', 'false');
  await dear.focus();
  await expect(page.getByTestId('hand-hint')).toHaveText(
    /^Why not: .+ costs \d+ Mana and only \d+ is left this turn\.$/,
  );
  await page.locator('[data-testid="hand"] button[data-can="false"]').first().hover();
  await expect(page.getByTestId('hand-hint')).toContainText('is not among the 4 leftmost cards');
  // Every card that looks playable is one the engine accepts: picking it offers somewhere to put it.
  const playable = page.locator('[data-testid="hand"] button[data-playable="true"]');
  expect(await playable.count()).toBeGreaterThan(0);
  await playable.first().click();
  await expect(page.getByTestId('placing')).toBeVisible();
});
