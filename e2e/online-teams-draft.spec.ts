import { expect, test } from './fixtures';
import { createRoom, draftOnline, inviteFor, instant, join, openInvite, playOn, errorsOf } from './onlineHelpers';

test.describe.configure({ timeout: 240_000 });

test('Team Play online: the 4-player Draft picked on each person’s screen, then the game', async ({
  page: ada,
  browser,
}) => {
  await createRoom(ada, { mode: 'teams', format: 'draft', bots: { B: 'greedy', D: 'greedy' } });
  await join(ada, 'Ada');
  const cy = await openInvite(browser, await inviteFor(ada, 'C'));
  // A Draft needs no deck: only a name.
  await expect(cy.getByTestId('online-join').locator('input[name="precon"]')).toHaveCount(0);
  await join(cy, 'Cy');
  await ada.getByTestId('start-room').click();
  await expect(ada.getByTestId('draft')).toBeVisible();
  await expect(cy.getByTestId('draft')).toBeVisible();

  // Each person picks in turn; while one picks, the other's screen names who is choosing.
  expect(await draftOnline([ada, cy])).toBe(true);
  await expect(ada.getByTestId('table')).toBeVisible();
  await expect(cy.getByTestId('table')).toBeVisible();
  // Each holds the 8 cards they drafted: their hand is theirs (plus the Stronghold).
  await expect(ada.locator('[data-testid="hand"] button[data-card]')).toHaveCount(8);
  await instant(ada, cy);
  expect(await playOn([ada, cy], { rounds: 2 })).toBe('going');
  expect(Number(await ada.getByTestId('table').getAttribute('data-turn'))).toBeGreaterThanOrEqual(4);
  // No screen crashed on the way.
  expect(errorsOf(ada)).toEqual([]);
  expect(errorsOf(cy)).toEqual([]);
});
