import { expect, test, type Page } from './fixtures';
import { CARDS, getCard, PRECONSTRUCTED } from '../lib/cards';
import { encodeDeck } from '../lib/decks';
import { canonicalCards } from '../lib/sim/deckInput';
import { groupSuggestions } from '../lib/sim/groupSuggestions';
import { optimizeDeck, SCREEN_BUDGET } from '../lib/sim/optimize';
import { parseSimulateArgs, simulateCommand } from '../lib/sim/cli';
import { simulateGames } from '../lib/sim/simulate';

const code = encodeDeck(PRECONSTRUCTED[1].cards);

/** The one-deck form: the four-seat form below it has fields of the same names. */
const form = (page: Page) => page.getByTestId('sim-form');

/** The same run in this process, read through the CLI's own argument parser. */
function cli(argv: string[]) {
  const parsed = parseSimulateArgs(argv);
  if (!parsed.ok) throw new Error(parsed.message);
  return { result: simulateGames(parsed.value.options), command: simulateCommand(parsed.value) };
}

async function runOnPage(page: Page, games: string, seed: string, bot: RegExp) {
  await form(page).getByLabel('Games', { exact: true }).fill(games);
  await form(page).getByLabel('Seed', { exact: true }).fill(seed);
  await page.getByRole('radio', { name: bot }).check();
  await form(page).getByRole('button', { name: 'Run the simulation' }).click();
}

test.describe('simulate in the browser', () => {
  test('10,000 games on the workers match the CLI exactly, with a live progress bar', async ({ page }) => {
    await page.goto(`/simulate?deck=${code}`);
    await expect(page.getByLabel('Deck code')).toHaveValue(code);
    await runOnPage(page, '10000', '20261122', /^Random/);
    const bar = page.getByRole('progressbar', { name: 'Simulation progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', '10000');
    const expected = cli([
      '--deck',
      code,
      '--vs',
      'solo-quick',
      '--bot',
      'random',
      '--games',
      '10000',
      '--seed',
      '20261122',
    ]);
    await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 50_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '10000');
    await expect(bar).toHaveAttribute('aria-valuetext', '10,000 of 10,000 games');
    await expect(page.getByText(/^95% interval: /)).toBeVisible();
    await expect(page.getByTestId('sim-wins')).toHaveText(String(expected.result.wins));
    await expect(page.getByTestId('sim-losses')).toHaveText(String(expected.result.losses));
    await expect(page.getByTestId('sim-command')).toHaveText(expected.command);
    expect(expected.result.wins).toBeGreaterThan(0);
  });

  test('the greedy bot against Solo Custom Play matches too; bad input is refused with a message', async ({ page }) => {
    await page.goto('/simulate');
    await page.getByLabel('Or take a preconstructed deck').selectOption({ index: 2 });
    await page.getByRole('radio', { name: 'Solo AI, Custom Play' }).check();
    await page.getByLabel('Difficulty level').selectOption('3');
    await page.getByLabel('AI fixed Mana').selectOption('8');
    await expect(page.getByText('Points spent: 3 of 3.')).toBeVisible();
    await runOnPage(page, '50', '5', /^Greedy/);
    await expect(page.getByText('The number of games must be a whole number from 100 to 100,000.')).toBeVisible();
    await expect(page.getByTestId('sim-run')).toHaveCount(0);
    await runOnPage(page, '300', '5', /^Greedy/);
    const deck = await page.getByLabel('Deck code').inputValue();
    const expected = cli([
      '--deck',
      deck,
      '--vs',
      'solo-custom:{"level":3,"fixedMana":8,"aiFirst":true}',
      '--bot',
      'greedy',
      '--games',
      '300',
      '--seed',
      '5',
    ]);
    await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 40_000 });
    await expect(page.getByTestId('sim-wins')).toHaveText(String(expected.result.wins));
    await expect(page.getByTestId('sim-command')).toHaveText(expected.command);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(9); // the header and the deck's 8 cards
    await expect(page.getByRole('columnheader', { name: 'Times destroyed per game' })).toBeVisible();

    // "Games per swap" reads digit groups like "Games" does; the run is cancelled at once, only the reading matters here.
    await page.getByLabel('Games per swap').fill('1,000');
    await page.getByRole('button', { name: 'Suggest improvements' }).click();
    await expect(page.getByText('Games per swap must be a whole number')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Optimizer progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Results belong to the deck they were run with: a new deck clears them, suggestions included.
    await page.getByLabel('Or take a preconstructed deck').selectOption({ index: 1 });
    await expect(page.getByTestId('sim-run')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suggest improvements' })).toHaveCount(0);
  });

  test('French: deck names, figures and speed in French', async ({ page }) => {
    await page.goto('/simulate?lang=fr');
    await expect(page.getByLabel('Ou prenez un deck préconstruit').locator('option')).toContainText([
      'Choisir…',
      'Deck préconstruit 1',
      'Deck préconstruit 2',
      'Deck préconstruit 3',
      'Deck préconstruit 4',
    ]);
    await form(page).getByLabel('Parties', { exact: true }).fill('200');
    // The text under test, not the bot: the greedy one keeps the run short on a busy machine.
    await form(page)
      .getByRole('radio', { name: /^Glouton/ })
      .check();
    await form(page).getByRole('button', { name: 'Lancer la simulation' }).click();
    await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 40_000 });
    await expect(page.getByText(/parties par seconde, \d+ calculs en parallèle/)).toBeVisible();
    await expect(page.getByText(/workers/)).toHaveCount(0);
  });

  test('French: a bad deck code is explained in French, with no English left', async ({ page }) => {
    await page.goto('/simulate?lang=fr');
    await page.getByLabel('Code du deck').fill('BAAAAAASWaDOq4A!');
    await form(page).getByRole('button', { name: 'Lancer la simulation' }).click();
    await expect(page.getByText(/^Ce deck ne peut pas être simulé : /)).toHaveText(
      'Ce deck ne peut pas être simulé : Un code de deck n’utilise que des lettres, des chiffres, « - » et « _ » : le caractère 16 (« ! ») n’est pas permis.',
    );
    await expect(page.getByTestId('sim-run')).toHaveCount(0);
  });

  test('cancelling the suggestions says how many decks and games were played', async ({ page }) => {
    await page.goto('/simulate');
    await runOnPage(page, '100', '3', /^Random/);
    await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 40_000 });
    await page.getByLabel('Games per swap').fill('20');
    await page.getByRole('button', { name: 'Suggest improvements' }).click();
    const bar = page.getByRole('progressbar', { name: 'Optimizer progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(bar).toHaveAttribute('aria-valuetext', /^Cancelled: /);
    const text = (await bar.getAttribute('aria-valuetext'))!;
    const [, done, total] = text.match(/^Cancelled: ([\d,]+) of ([\d,]+) games played\.$/)!;
    const n = (x: string) => Number(x.replace(/,/g, ''));
    expect(n(done)).toBeGreaterThan(4);
    expect(n(total)).toBeGreaterThan(n(done));
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBe(n(total));
  });

  test('a weak deck simulated then optimized end to end: the race’s suggestions grouped by the card going out, as in Node', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const weak = [...CARDS]
      .sort((a, b) => a.mana - b.mana || a.slug.localeCompare(b.slug))
      .slice(0, 8)
      .map((c) => c.slug);
    const weakCode = encodeDeck(weak);
    await page.goto(`/simulate?deck=${weakCode}`);
    await expect(page.getByTestId('sim-bot-strength')).toHaveText(
      /^Plays like a strong player who cannot see the AI’s deck: wins \d+%/,
    );
    // The random bot keeps the whole race (every card of the collection) quick on a busy machine.
    await runOnPage(page, '100', '9', /^Random/);
    await expect(page.getByTestId('sim-bot-strength')).toHaveText(/^Cannot see the AI’s deck either: wins \d+%/);
    await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
    await expect(page.getByTestId('sim-chart-tick').first()).toBeAttached();
    await page.getByLabel('Games per swap').fill('20');
    await page.getByRole('button', { name: 'Suggest improvements' }).click();
    const bar = page.getByRole('progressbar', { name: 'Optimizer progress' });
    await expect(bar).toBeVisible();
    const total = await bar.getAttribute('aria-valuemax');
    const expected = await optimizeDeck({
      deck: canonicalCards(weakCode),
      opponent: 'solo-quick',
      bot: 'random',
      games: 20,
      seed: 9,
    });
    const answer = page.getByTestId('sim-suggestions');
    await expect(answer).toBeVisible({ timeout: 240_000 });
    // The total shown at first is the most the run can play; it shrinks once, when the screen ends.
    expect(Number(total)).toBeGreaterThanOrEqual(expected.gamesPlayed);
    expect(expected.screenedGames).toBeLessThanOrEqual(SCREEN_BUDGET * expected.exhaustiveGames);
    const groups = groupSuggestions(expected.suggestions);
    await expect(
      answer.getByText(
        /^The deck wins .+ swaps screened by the fast bot in [\d,]+ games; the best \d+ judged by the chosen bot in [\d,]+ games \(trying every swap in full with it would take [\d,]+\)\.$/,
      ),
    ).toBeVisible();
    if (groups.length === 0) {
      await expect(page.getByTestId('sim-no-gain')).toHaveText(/^No swap is a clear gain/);
    } else {
      const shown = answer.getByTestId('sim-suggestion-group');
      await expect(shown).toHaveCount(groups.length);
      await expect(shown.getByRole('heading')).toHaveText(
        groups.map((g) => `Swap out ${getCard(g.out)!.name}: best in`),
      );
      const links = shown.first().getByRole('link', { name: 'Open the improved deck' });
      await expect(links).toHaveCount(groups[0].best.length);
      await expect(links.first()).toHaveAttribute('href', `/d/${groups[0].best[0].code}`);
    }
  });
});

test('by keyboard, the focus stays on the run controls through a run; on a phone the table note wraps', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/simulate?deck=${code}`);
  await form(page).getByLabel('Games', { exact: true }).fill('100');
  await page.getByRole('radio', { name: /^Random/ }).check();
  await form(page).getByRole('button', { name: 'Run the simulation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(form(page).getByRole('button', { name: 'Run the simulation' })).toBeFocused();
  const note = page.getByText(/Incantations/).last();
  const box = (await note.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});
