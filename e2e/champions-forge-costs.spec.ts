import { expect, test, type Page } from './fixtures';
import { ABILITIES } from '../lib/cards';

const championAbilities = ABILITIES.filter((a) => a.availableFor.includes('champion'));

/** How many lines each cost amount takes in the breakdown (1 when it does not wrap). */
const amountLines = (page: Page) =>
  page.getByTestId('cost-amount').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

/** The ability boxes' names, in the order the forge lists them. */
const abilityOrder = (page: Page) =>
  page
    .getByRole('group', { name: /Special Abilities|Capacités spéciales/ })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent ?? ''));

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the cost lines never wrap, and the rounding reason only shows with abilities`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/champions/new');
    await page.getByLabel('Attack Value').fill('4');
    await page.getByLabel('Health', { exact: true }).fill('5');
    const rounding = page.locator('[data-kind=rounding] th');
    await expect(rounding).toHaveText('Rounded down');
    await page.getByRole('checkbox', { name: /^Sprint \+/ }).check();
    await page.getByRole('checkbox', { name: 'Sprint as an Aura' }).check();
    await page.getByRole('checkbox', { name: /^Rage \+/ }).check();
    await expect(page.getByTestId('cost-amount')).toHaveCount(5);
    await expect(rounding).toHaveCount(0);
    await page.getByRole('checkbox', { name: /^Rage \+/ }).uncheck();
    await page.getByRole('checkbox', { name: 'Sprint as an Aura' }).uncheck();
    await page.getByRole('checkbox', { name: /^Sprint \+/ }).uncheck();
    await page.getByRole('checkbox', { name: /^Aquatic \+/ }).check();
    await expect(rounding).toHaveText('Rounded down: the abilities cost at most twice the Attack and Health part');
    expect((await amountLines(page)).every((n) => n === 1)).toBe(true);
    // Every amount is one line, fractions too ("+0.5", never "+0" over ".5").
    await expect(page.getByTestId('cost-amount')).toHaveText(['+3.5', '+1', '−0.5']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('the forge lists the abilities in the alphabetical order of the interface language', async ({ page }) => {
  await page.goto('/champions/new');
  const english = await abilityOrder(page);
  const names = (pick: (a: (typeof championAbilities)[number]) => string, locale: string) =>
    championAbilities.map(pick).sort((a, b) => a.localeCompare(b, locale));
  // Each row has the ability's box and, where allowed, its Aura box ("Aura"): the ability boxes come in order.
  const own = (labels: string[]) => labels.filter((l) => l !== 'Aura').map((l) => l.replace(/[+−][\d.,]+$/, '').trim());
  expect(own(english)).toEqual(names((a) => a.nameEn, 'en'));
  await page.goto('/fr/champions/new');
  expect(own(await abilityOrder(page))).toEqual(names((a) => a.nameFr, 'fr'));
  expect(names((a) => a.nameEn, 'en')).not.toEqual(championAbilities.map((a) => a.nameEn));
});

test('the forge takes an ability and the same ability as an Aura, as Druide Pacifique has, and saves it', async ({
  page,
}) => {
  await page.goto('/champions/new');
  await page.getByLabel('Name', { exact: true }).fill('Druide Sage');
  await page.getByLabel('Attack Value').fill('1');
  await page.getByLabel('Health', { exact: true }).fill('1');
  await page.getByRole('checkbox', { name: /^Indestructible \+/ }).check();
  await page.getByRole('checkbox', { name: 'Indestructible as an Aura' }).check();
  await expect(page.getByTestId('mana-cost')).toHaveText('2 Mana');
  await page.getByRole('button', { name: 'Save the Champion' }).click();
  await page.waitForURL(/\/champions\/[\w-]{11}(#.*)?$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const api = await (await page.request.get(`/api/champions/${id}`)).json();
  expect(api.card.abilities).toEqual([
    { ability: 'indestructible', aura: false },
    { ability: 'indestructible', aura: true },
  ]);
});
