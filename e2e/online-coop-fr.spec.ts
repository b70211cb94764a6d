import { expect, test } from './fixtures';
import { createRoom, inviteFor, instant, join, openInvite, person, playOn, errorsOf } from './onlineHelpers';

test.describe.configure({ timeout: 240_000 });

test('Co-op online in French: two people against two Custom Play AIs', async ({ browser }) => {
  const ada = await person(browser, undefined, 'fr');
  await expect(ada.getByRole('heading', { level: 1 })).toHaveText('Jouer en ligne');
  await createRoom(ada, { mode: 'coop-custom' });
  await expect(ada.getByTestId('online-join')).toContainText('Prendre la place 1');
  await join(ada, 'Ada');
  await expect(ada.getByTestId('online-lobby')).toContainText('Ada (vous) · a rejoint');
  const cy = await openInvite(browser, await inviteFor(ada, 'C'), 'fr');
  await expect(cy.getByTestId('online-join')).toContainText('Votre nom à la table');
  await join(cy, 'Cy');
  await ada.getByTestId('start-room').click();
  await expect(cy.getByTestId('table')).toBeVisible();
  // The board, the seats and the AIs in French; the AIs' turns are played by the server.
  await expect(cy.getByTestId('board')).toContainText('IA 2');
  await instant(ada, cy);
  expect(await playOn([ada, cy], { rounds: 4 })).toMatch(/going|over/);
  await expect(ada.getByTestId('table')).toContainText(/Tour \d+/);
  expect(Number(await ada.getByTestId('table').getAttribute('data-turn'))).toBeGreaterThanOrEqual(6);
  // No screen crashed on the way.
  expect(errorsOf(ada)).toEqual([]);
  expect(errorsOf(cy)).toEqual([]);
});
