import { expect, test } from './fixtures';
import { createRoom, inviteFor, instant, join, openInvite, playOn, errorsOf } from './onlineHelpers';

test.describe.configure({ timeout: 240_000 });

test('a Duel played online to the end by two people, each on their own screen', async ({ page: ada, browser }) => {
  const code = await createRoom(ada);
  // The secret never leaves the fragment: not in the path, not in a query.
  expect(new URL(ada.url()).search).toBe('');
  await join(ada, 'Ada');
  await expect(ada.getByTestId('online-lobby')).toContainText('Ada');
  await expect(ada.getByTestId('start-room')).toBeDisabled();
  const invite = await inviteFor(ada, 'B');
  expect(invite).toMatch(new RegExp(`/play/online/${code}#seat=B&secret=`));

  const bo = await openInvite(browser, invite);
  // A name is required: an empty one is refused and nothing is sent.
  await bo.getByTestId('join').click();
  await expect(bo.getByTestId('join-error')).toHaveText('Give a name of 1 to 40 characters.');
  // The deck Ada took is refused, translated, the form kept.
  await bo.getByTestId('join-name').fill('Bo');
  await bo.getByTestId('online-join').locator('input[name="precon"][value="deck-1"]').check();
  await bo.getByTestId('join').click();
  await expect(bo.getByTestId('join-error')).not.toHaveText('');
  await expect(bo.getByTestId('online-join')).toBeVisible();
  await join(bo, 'Bo', 'deck-2');

  // The lobby on both screens shows who has joined; the creator starts.
  await expect(ada.locator('[data-testid="online-lobby"] li[data-seat="B"]')).toHaveAttribute('data-joined', 'true');
  await expect(bo.getByTestId('online-lobby')).toContainText('Ada');
  await ada.getByTestId('start-room').click();
  await expect(ada.getByTestId('table')).toBeVisible();
  await expect(bo.getByTestId('table')).toBeVisible();
  await expect(ada.getByTestId('table')).toHaveAttribute('data-you', 'A');
  await expect(bo.getByTestId('table')).toHaveAttribute('data-you', 'B');
  // Each screen holds its own hand only: the other's cards are never on it.
  await expect(ada.getByTestId('hand')).toBeVisible();
  await instant(ada, bo);

  // Out of turn the screen offers no move; one sent anyway with the seat's own secret is refused
  // by the referee with the engine's reason, and nothing changes on either screen.
  const waiting = (await ada.getByTestId('table').getAttribute('data-active')) === 'A' ? bo : ada;
  await expect(waiting.getByTestId('end-turn')).toBeDisabled();
  const version = await ada.getByTestId('table').getAttribute('data-version');
  const refused = await waiting.evaluate(async (room) => {
    const secret = new URLSearchParams(location.hash.slice(1)).get('secret');
    const r = await fetch(`/api/rooms/${room}/actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: { type: 'end-turn' },
        expectVersion: Number(document.querySelector('[data-testid=table]')!.getAttribute('data-version')),
      }),
    });
    return { status: r.status, body: await r.json() };
  }, code);
  expect(refused).toMatchObject({ status: 422, body: { code: 'action-refused', engineCode: 'not-your-turn' } });
  await expect(ada.getByTestId('table')).toHaveAttribute('data-version', version!);
  await expect(bo.getByTestId('table')).toHaveAttribute('data-version', version!);

  expect(await playOn([ada, bo])).toBe('over');
  for (const screen of [ada, bo]) {
    await expect(screen.getByTestId('game-over')).toBeVisible();
    await expect(screen.getByTestId('replay-link')).toHaveAttribute('href', /^\/replay\/[A-Za-z0-9_-]+$/);
  }
  // The same result on both screens, each calling its own seat "you".
  const result = (await ada.getByTestId('result').textContent())!.replace(' (you)', '');
  expect(result).toMatch(/^(Ada|Bo) won in \d+ turns\.$/);
  expect((await bo.getByTestId('result').textContent())!.replace(' (you)', '')).toBe(result);
  await bo.getByTestId('replay-link').click();
  await expect(bo).toHaveURL(/\/replay\//);
  await expect(bo.getByTestId('replay-position')).toBeVisible();
  // No screen crashed on the way.
  expect(errorsOf(ada)).toEqual([]);
  expect(errorsOf(bo)).toEqual([]);
});
