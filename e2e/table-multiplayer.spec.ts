import { expect, test, type Page } from './fixtures';
import { parseDeckArg } from '../lib/sim/deckInput';
import { simulateCoop } from '../lib/sim/coop';
import { board, playOneTurn } from './tableHelpers';

/**
 * Plays a four-seat game to its end through the UI: the bots play their own seats; on a
 * person's turn the hand-over is confirmed when asked, then the test bot plays the turn.
 * Returns the seats that were handed the screen.
 */
async function playToTheEnd(page: Page, people: string[]): Promise<string[]> {
  const table = page.getByTestId('table');
  const handedTo: string[] = [];
  for (let turn = 0; turn < 200; turn++) {
    // Wait until the game is over, or a person's turn is ready (beats played, no bot thinking).
    const ready = await expect
      .poll(
        async () => {
          if (await page.getByTestId('game-over').count()) return 'over';
          const active = await table.getAttribute('data-active');
          if (!people.includes(active!) || (await table.getAttribute('data-animating')) !== 'false') return 'wait';
          return (await page.getByTestId('handoff').count())
            ? 'handoff'
            : (await page.getByTestId('end-turn').isEnabled())
              ? 'play'
              : 'wait';
        },
        { timeout: 30_000 },
      )
      .not.toBe('wait')
      .then(async () => ((await page.getByTestId('game-over').count()) ? 'over' : 'go'));
    if (ready === 'over') return handedTo;
    if (await page.getByTestId('handoff').count()) {
      handedTo.push((await table.getAttribute('data-active'))!);
      await page.getByTestId('handoff').getByRole('button').click();
    }
    await playOneTurn(page);
  }
  throw new Error('the game did not end');
}

/** The final position, then the same position reached again from the game's replay link. */
async function replayMatches(page: Page) {
  const finalSummary = await board(page).getAttribute('data-summary');
  expect(finalSummary).toContain('winner');
  await page.getByTestId('replay-link').click();
  await expect(page).toHaveURL(/\/replay\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('replay-position')).toHaveText(/^Move 0 of \d+$/);
  await page.getByTestId('replay-last').click();
  await expect(board(page)).toHaveAttribute('data-summary', finalSummary!);
  await expect(board(page).getByTestId('opponent')).toHaveCount(3);
}

test.describe('the table with four seats', () => {
  test('Free-For-All: one person against three bots, played to the end, then replayed from its link', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/play');
    await page.getByLabel('Free-For-All — four players, people or bots').check();
    const seats = page.getByTestId('seat-players');
    await seats.getByLabel('Seat 2').selectOption('greedy');
    await seats.getByLabel('Seat 3').selectOption('planner');
    await seats.getByLabel('Seat 4').selectOption('greedy');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByTestId('speed').selectOption('instant');
    // Four lines on the board, each named after the two seats sharing it; the other three seats across it.
    await expect(board(page).getByTestId('line')).toHaveCount(4);
    await expect(board(page).getByTestId('opponent')).toHaveCount(3);
    await expect(board(page).getByRole('region', { name: 'Line of Player 1 and Bot 2' })).toBeVisible();
    const handedTo = await playToTheEnd(page, ['A']);
    expect(handedTo).toEqual([]);
    const over = page.getByTestId('game-over');
    await expect(over).toBeVisible();
    expect(['A', 'B', 'C', 'D']).toContain(await over.getAttribute('data-winner'));
    await expect(page.getByTestId('result')).toHaveText(/^(Player 1|Bot [234]) won in \d+ turns?\.$/);
    for (const seat of ['A', 'B', 'C', 'D']) await expect(page.getByTestId(`stats-${seat}`)).toBeVisible();
    await replayMatches(page);
  });

  test('Team Play with the 4-Player Draft: two people hot-seat with two bots, hands hidden at each hand-over, then replayed', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/play');
    await page.getByLabel('Team Play — two teams of two, people or bots').check();
    await page.getByLabel('Draft').check();
    const seats = page.getByTestId('seat-players');
    await seats.getByLabel('Seat 2').selectOption('greedy');
    await seats.getByLabel('Seat 3').selectOption('person');
    await seats.getByLabel('Seat 4').selectOption('greedy');
    await page.getByTestId('start').click();
    // The people at seats 1 and 3 pick; the bots pick for seats 2 and 4 on their own.
    const choosers: string[] = [];
    for (let i = 0; i < 20 && (await page.getByTestId('draft').count()); i++) {
      const status = page.getByTestId('draft').getByRole('status');
      await expect(status).toHaveText(/(Player [13]): choose a card$/);
      choosers.push((await status.textContent())!.match(/(Player [13]): choose a card$/)![1]);
      await page.locator('[data-draft-card]').first().click();
    }
    expect(choosers).toHaveLength(14);
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByTestId('speed').selectOption('instant');
    const handedTo = await playToTheEnd(page, ['A', 'C']);
    expect(handedTo.length).toBeGreaterThan(0);
    expect(handedTo.every((seat, i) => i === 0 || seat !== handedTo[i - 1])).toBe(true);
    await expect(page.getByTestId('result')).toHaveText(
      /^(Player 1 and Player 3|Bot 2 and Bot 4) won in \d+ turns?\.$/,
    );
    await replayMatches(page);
  });

  test('Co-op: two people hot-seat against the two Solo AIs, played to the end, then replayed', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/play');
    await page.getByLabel('Co-op — two players against two Solo AIs, Quick Play').check();
    await expect(page.getByTestId('seat-players').getByText('Solo AI', { exact: true })).toHaveCount(2);
    await page.getByTestId('seat-players').getByLabel('Seat 3').selectOption('person');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByTestId('speed').selectOption('instant');
    await expect(board(page).getByTestId('ai-deck')).toHaveCount(2);
    const handedTo = await playToTheEnd(page, ['A', 'C']);
    expect(handedTo.every((seat) => seat === 'A' || seat === 'C')).toBe(true);
    await expect(page.getByTestId('result')).toHaveText(/^(Player 1 and Player 3|AI 2 and AI 4) won in \d+ turns?\.$/);
    await replayMatches(page);
  });

  test('/simulate plays Co-op against two Custom Play AIs, refusing settings that miss the level, with the same result as Node (R43)', async ({
    page,
  }) => {
    await page.goto('/simulate');
    const section = page.getByTestId('sim-multiplayer');
    await section.getByLabel('Co-op against two Solo AIs (decks of seats 1 and 3; wins and losses)').check();
    await section.getByLabel('Solo AI, Custom Play').check();
    await section.getByLabel('Difficulty level').selectOption('2');
    await section.getByLabel('Games (10 to 10,000)').fill('10');
    const run = section.getByRole('button', { name: 'Run the four-seat simulation' });
    await run.click();
    await expect(section.getByRole('alert')).toContainText(
      'Custom Play settings are not valid: the settings spend 1 points; level 2 needs exactly 2',
    );
    await expect(page.getByTestId('sim-mp-results')).toHaveCount(0);
    await section.getByLabel('The AI plays first (+1)').uncheck();
    await section.getByLabel('Attacks against the AI deck deal only 1 Damage (+2)').check();
    await run.click();
    const results = page.getByTestId('sim-mp-results');
    await expect(results.getByRole('heading')).toHaveText('Results: 10 games');
    const decks = await Promise.all(['A', 'C'].map((seat) => section.locator(`#sim-mp-deck${seat}`).inputValue()));
    const [A, C] = decks.map((code) => {
      const p = parseDeckArg(code);
      if (!p.ok) throw new Error(p.message);
      return p.value.deck;
    });
    const expected = simulateCoop({
      mode: 'coop',
      decks: { A, C },
      soloConfig: { level: 2, resistance: true },
      bot: 'greedy',
      games: 10,
      seed: 1,
    });
    await expect(results).toHaveAttribute('data-mode', 'coop');
    await expect(results.getByTestId('sim-mp-wins-wins')).toHaveAttribute('data-wins', String(expected.wins));
    await expect(results.getByTestId('sim-mp-wins-losses')).toHaveAttribute('data-wins', String(expected.losses));
  });

  test('/simulate plays Free-For-All between four decks, and /help/modes lists the modes in French', async ({
    page,
  }) => {
    await page.goto('/simulate');
    const section = page.getByTestId('sim-multiplayer');
    await section.getByLabel('Games (10 to 10,000)').fill('12');
    await section.getByRole('button', { name: 'Run the four-seat simulation' }).click();
    const results = page.getByTestId('sim-mp-results');
    await expect(results.getByRole('heading')).toHaveText('Results: 12 games');
    const wins = await results
      .locator('tr[data-wins]')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-wins'))));
    expect(wins).toHaveLength(4);
    expect(wins.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12);
    await page.goto('/fr/help/modes');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Duel',
      'Solo',
      'Chacun pour soi',
      'Par équipe (2 contre 2)',
      'Coopération',
    ]);
  });
});
