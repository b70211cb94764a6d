import { expect, test } from './fixtures';
import { createRoom, inviteFor, instant, join, openInvite, person, playOn, errorsOf } from './onlineHelpers';

test.describe.configure({ timeout: 240_000 });

test('Free-For-All online: two people and two bots play several rounds; a spectator sees no hand', async ({
  page: ada,
  browser,
}) => {
  const code = await createRoom(ada, { mode: 'ffa', bots: { B: 'greedy' } });
  await join(ada, 'Ada');
  // A seat planned for a person can still go to a bot from the lobby.
  await ada.locator('#bot-D').selectOption('greedy');
  await ada.getByTestId('bot-D').click();
  await expect(ada.locator('[data-testid="online-lobby"] li[data-seat="D"]')).toContainText('Bot 4');
  const cy = await openInvite(browser, await inviteFor(ada, 'C'));
  await join(cy, 'Cy');
  const watch = await ada.getByTestId('watch-link').inputValue();
  expect(watch).toMatch(new RegExp(`/play/online/${code}$`));
  await ada.getByTestId('start-room').click();

  const watcher = await person(browser);
  await watcher.goto(watch);
  await expect(watcher.getByTestId('table')).toBeVisible();
  await expect(watcher.getByTestId('watching')).toBeVisible();
  await expect(watcher.getByTestId('hand')).toHaveCount(0);
  await expect(watcher.getByTestId('end-turn')).toBeDisabled();

  // Cy watches the bots' turns staged beat by beat, at the table's normal speed; Ada and the watcher see them at once.
  await instant(ada, watcher);
  let staged = false;
  const seen = cy
    .waitForFunction(
      () => {
        const t = document.querySelector('[data-testid=table]');
        return (
          t?.getAttribute('data-animating') === 'true' &&
          (t.getAttribute('data-active') === 'B' || t.getAttribute('data-active') === 'D')
        );
      },
      undefined,
      { timeout: 120_000 },
    )
    .then(() => {
      staged = true;
    });
  // The room's seed is drawn by the server, so some games end within these six turns of people.
  const result = await playOn([ada, cy], { rounds: 6 });
  await seen;
  expect(staged).toBe(true);
  // Several rounds: every seat has had its turns, the bots included (each person 3 turns if the game goes on).
  const turn = Number(await ada.getByTestId('table').getAttribute('data-turn'));
  expect(turn).toBeGreaterThanOrEqual(result === 'going' ? 9 : 4);
  // The watcher's screen follows, still without a hand, up to the end when there is one.
  await expect
    .poll(async () => Number(await watcher.getByTestId('table').getAttribute('data-turn')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(turn);
  if (result === 'over') await expect(watcher.getByTestId('game-over')).toBeVisible();
  await expect(watcher.getByTestId('hand')).toHaveCount(0);
  // No screen crashed on the way.
  expect(errorsOf(ada)).toEqual([]);
  expect(errorsOf(cy)).toEqual([]);
  expect(errorsOf(watcher)).toEqual([]);
});
