import { expect, test } from './fixtures';

// Rulebook v1.1, Multiplayer Modes · Game end and win conditions (exception): 6, 7 and 8 Mana instead of 9 on the first three turns.
test('/help/modes says the first three Free-For-All players get less Mana on their first turn, in both languages', async ({
  page,
}) => {
  await page.goto('/help/modes?lang=en');
  await expect(
    page.getByText(/get less Mana than the 9 a full hand gives: 6 for the first, 7 for the second, 8 for the third/),
  ).toBeVisible();
  await expect(page.getByText(/more Mana/)).toHaveCount(0);
  await page.goto('/fr/help/modes');
  await expect(
    page.getByText(
      /reçoivent moins de Mana que les 9 d’une main pleine : 6 pour le premier, 7 pour le deuxième, 8 pour le troisième/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/plus de Mana/)).toHaveCount(0);
});
