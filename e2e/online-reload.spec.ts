import { expect, test } from './fixtures';
import { errorsOf, instant, playOn, startedDuel } from './onlineHelpers';

test.describe.configure({ timeout: 180_000 });

test('a person reloads mid-game and goes on from the same position', async ({ page: ada, browser }) => {
  const bo = await startedDuel(ada, browser);
  expect(await playOn([ada, bo], { rounds: 4 })).toBe('going');

  const table = bo.getByTestId('table');
  const before = {
    version: await table.getAttribute('data-version'),
    hand: await bo.getByTestId('hand').getAttribute('aria-label'),
  };
  const cards = await bo
    .locator('[data-testid="hand"] button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  await bo.reload();
  // The seat's secret is still in the fragment: the same seat, the same hand, the log rebuilt.
  await expect(bo.getByTestId('table')).toHaveAttribute('data-you', 'B');
  await expect
    .poll(async () => Number(await bo.getByTestId('table').getAttribute('data-version')))
    .toBeGreaterThanOrEqual(Number(before.version));
  if ((await bo.getByTestId('table').getAttribute('data-version')) === before.version) {
    expect(
      await bo
        .locator('[data-testid="hand"] button[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(cards);
  }
  await instant(bo);
  // And the game goes on with both.
  const turn = Number(await ada.getByTestId('table').getAttribute('data-turn'));
  expect(await playOn([ada, bo], { rounds: 3 })).toBe('going');
  await expect
    .poll(async () => Number(await bo.getByTestId('table').getAttribute('data-turn')))
    .toBeGreaterThan(turn + 1);
  // No screen crashed on the way.
  expect(errorsOf(ada)).toEqual([]);
  expect(errorsOf(bo)).toEqual([]);
});
