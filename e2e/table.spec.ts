import { expect, test } from './fixtures';
import { board, errorCode, playOneTurn, tabTo } from './tableHelpers';

test.describe('the playtest table', () => {
  test('a whole Solo Quick game through the UI, then its replay reaches the same final position', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/play');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByTestId('speed').selectOption('instant');
    for (let turn = 0; turn < 200 && !(await page.getByTestId('game-over').count()); turn++) {
      await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
      await playOneTurn(page);
    }
    const over = page.getByTestId('game-over');
    await expect(over).toBeVisible();
    const winner = await over.getAttribute('data-winner');
    expect(['A', 'B']).toContain(winner);
    await expect(page.getByTestId('result')).toHaveText(
      winner === 'A' ? /You won in \d+ turns/ : /The AI won in \d+ turns/,
    );
    expect(Number(await page.getByTestId('stat-turns').textContent())).toBeGreaterThan(1);
    await expect(page.getByTestId('stats-A').locator('td')).toHaveCount(3);
    expect(Number(await page.getByTestId('stats-A').locator('td').nth(1).textContent())).toBeGreaterThan(0);
    await expect(page.getByTestId('announcer')).not.toBeEmpty();
    await expect(board(page)).toHaveAttribute('data-winner', winner!);
    const finalSummary = await board(page).getAttribute('data-summary');
    expect(finalSummary).toContain(`winner ${winner}`);

    await page.getByTestId('replay-link').click();
    await expect(page).toHaveURL(/\/replay\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('replay-position')).toHaveText(/^Move 0 of \d+$/);
    await page.getByTestId('replay-last').click();
    await expect(board(page)).toHaveAttribute('data-summary', finalSummary!);
    await page.getByRole('button', { name: 'First' }).click();
    await expect(board(page)).toHaveAttribute('data-winner', '');
  });

  test('keyboard only: the focus follows each step, from the setup to the hand, the choices, and back to the hand', async ({
    page,
  }) => {
    await page.goto('/play');
    await tabTo(page, '[data-testid="start"]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('table')).toBeVisible();
    const focused = () =>
      page.evaluate(() => ({
        tag: document.activeElement?.tagName,
        card: document.activeElement?.getAttribute('data-card'),
        summon: document.activeElement?.getAttribute('data-summon'),
      }));
    await expect.poll(async () => (await focused()).card).toBeTruthy();
    const before = await board(page).locator('[data-side="A"] li[data-creature]').count();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Enter');
      const focusedVisible = await page.evaluate(
        () => getComputedStyle(document.activeElement!).outlineStyle !== 'none',
      );
      expect(focusedVisible).toBe(true);
      if (!(await errorCode(page)) && (await focused()).summon) break;
      if (await page.getByTestId('placing').count()) await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowRight');
    }
    // Enter on a card put the focus straight on its first choice, under the hand.
    expect((await focused()).summon).toBe('top');
    await page.keyboard.press('Enter');
    await expect(board(page).locator('[data-side="A"] li[data-creature]')).toHaveCount(before + 1);
    await expect(page.getByTestId('announcer')).toContainText(/plays .+ \(\d+ Mana\)/);
    // After the play the focus is back in the hand (or on End turn when nothing is left), never on the page.
    await expect
      .poll(async () => {
        const f = await focused();
        return f.card ? 'hand' : f.tag;
      })
      .toMatch(/hand|BUTTON/);
    await page.getByTestId('speed').selectOption('fast');
    await tabTo(page, '[data-testid="end-turn"]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'true');
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false', { timeout: 20_000 });
    // End turn kept the focus through the Assault and the AI's turn.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('end-turn');
  });

  test('an illegal move is explained with the engine error, and a bad replay code with a clear message', async ({
    page,
  }) => {
    await page.goto('/play');
    await page.getByTestId('start').click();
    const locked = page.locator('[data-testid="hand"] button[data-can="false"]').first();
    await locked.click();
    await expect(page.getByTestId('table-error')).toHaveAttribute('data-code', 'not-playable');
    const name = (await locked.locator('[data-label]').textContent())!.split(',')[0];
    // The refusal names the card by its printed name (never a slug) and says why.
    await expect(page.getByTestId('table-error')).toContainText(
      `${name} is not among the 4 leftmost cards of the hand`,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('table-error')).toBeEmpty();
    await page.goto('/replay/not-a-real-code');
    await expect(page.getByTestId('replay-error')).toContainText(/damaged|cut off|cannot be read/);
    await page.goto('/replay/not-a-real-code?lang=fr');
    await expect(page.getByTestId('replay-error')).toHaveText(
      /^Cette rediffusion est illisible : Ce code de rediffusion est (abîmé|coupé)/,
    );
  });

  test('the Assault plays beat by beat, and "Skip animation" jumps to the end', async ({ page }) => {
    await page.goto('/play');
    await page.getByTestId('start').click();
    await page.getByTestId('speed').selectOption('slow');
    await page.getByTestId('end-turn').click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'true');
    const early = await page.getByTestId('log').locator('li').count();
    await page.getByTestId('skip').click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
    expect(await page.getByTestId('log').locator('li').count()).toBeGreaterThan(early);
    await expect(page.getByTestId('log')).toContainText('Turn 3: the player to play');
    await expect(page.getByTestId('announcer')).toContainText('The player gains');
  });

  test('a card can be dragged onto a line, and the play undone', async ({ page }) => {
    await page.goto('/play');
    await page.getByTestId('start').click();
    await page.getByTestId('speed').selectOption('instant');
    const cards = page.locator('[data-testid="hand"] button[data-playable="true"]');
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      const slug = await card.getAttribute('data-card');
      await card.dragTo(page.locator('[data-line="bottom"] [data-side="A"]'));
      if (await board(page).locator(`[data-side="A"] li[data-creature="${slug}"]`).count()) {
        const summary = await board(page).getAttribute('data-summary');
        expect(summary).toContain(`bottom.A [${slug}:0]`);
        await page.getByRole('button', { name: 'Undo the last play' }).click();
        await expect(board(page).locator('[data-side="A"] li[data-creature]')).toHaveCount(0);
        await expect(page.getByTestId('hand').locator(`button[data-card="${slug}"]`)).toHaveCount(1);
        await expect(page.getByTestId('announcer')).toHaveText('Last play undone.');
        return;
      }
      await page.keyboard.press('Escape');
    }
    throw new Error('no playable card could be dragged onto the lower line');
  });
});

test.describe('setting up a game', () => {
  test('/play?deck=<code> starts a Duel against the bot at once, and the bot answers', async ({ page }) => {
    // Preconstructed deck 1 as a deck code (lib/decks/CODES.md).
    await page.goto('/play?deck=BAAAAAAjMBHNsPIE');
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page.getByText(/Playing deck BAAAAAAjMBHNsPIE in a Duel/)).toBeVisible();
    await page.getByTestId('speed').selectOption('instant');
    if ((await page.getByTestId('table').getAttribute('data-active')) === 'B') {
      await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A', { timeout: 30_000 });
    }
    await page.getByTestId('end-turn').click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A', { timeout: 30_000 });
    await expect(page.getByTestId('log')).toContainText('Turn 3');
  });

  test('a bad deck code in the link is explained on the setup form', async ({ page }) => {
    await page.goto('/play?deck=BAAAAAAjMBHNsPIx');
    await expect(page.getByTestId('setup-errors')).toContainText(/Your deck code: .*checksum/);
  });

  test('hot-seat: the next player confirms before their hand is shown', async ({ page }) => {
    await page.goto('/play');
    await page.getByLabel('Duel — two players, one screen').check();
    await page.getByTestId('start').click();
    await page.getByTestId('speed').selectOption('instant');
    const first = await page.getByTestId('table').getAttribute('data-active');
    await page.getByTestId('end-turn').click();
    const next = first === 'A' ? 'Player 2' : 'Player 1';
    await expect(page.getByTestId('hand')).toHaveCount(0);
    await page.getByRole('button', { name: `I am ${next}: show my hand` }).click();
    await expect(page.getByRole('heading', { name: `Hand of ${next}` })).toBeVisible();
  });

  test('Solo Draft: pick 1 of 4 until 8 cards, then the game starts with them', async ({ page }) => {
    await page.goto('/play');
    await page.getByLabel('Draft').check();
    await page.getByTestId('start').click();
    const picked: string[] = [];
    for (let i = 0; i < 8; i++) {
      const card = page.locator('[data-draft-card]').first();
      picked.push((await card.getAttribute('data-draft-card'))!);
      await card.click();
    }
    await expect(page.getByTestId('table')).toBeVisible();
    const hand = await page
      .locator('[data-testid="hand"] button[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect([...hand].sort()).toEqual([...picked].sort());
    await expect(page.getByTestId('ai-deck')).toHaveText('Deck: 24 cards');
  });

  test('Duel Draft: 1-2-1 picks with roles swapping each round, then 8 cards each', async ({ page }) => {
    await page.goto('/play');
    await page.getByLabel('Duel — two players, one screen').check();
    await page.getByLabel('Draft').check();
    await page.getByTestId('start').click();
    const choosers: string[] = [];
    for (let i = 0; i < 20 && (await page.getByTestId('draft').count()); i++) {
      choosers.push(
        (await page.getByTestId('draft').getByRole('status').textContent())!.match(/(Player \d): choose a card$/)![1],
      );
      await page.locator('[data-draft-card]').first().click();
    }
    // Round 1: Player 1 takes 1, Player 2 takes 2 (the last goes to Player 1); round 2 the other way round.
    expect(choosers.slice(0, 6)).toEqual(['Player 1', 'Player 2', 'Player 2', 'Player 2', 'Player 1', 'Player 1']);
    expect(choosers).toHaveLength(12);
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page.locator('[data-testid="hand"] button[data-card]')).toHaveCount(8);
  });

  test('Solo Custom Play: the points spent must equal the level', async ({ page }) => {
    await page.goto('/play');
    await page.getByLabel('Solo — Custom Play').check();
    await expect(page.getByTestId('points')).toHaveText('Points spent: 1 of 1');
    await page.getByLabel('Difficulty level (1–10)').fill('3');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('setup-errors')).toContainText('spend 1 point; level 3 needs exactly 3');
    await page.getByLabel('The AI plays first (1 point)').check();
    await page.getByLabel(/Resistance/).check();
    await page.getByLabel(/starts on its Fort/).check();
    await expect(page.getByTestId('points')).toHaveText('Points spent: 3 of 3');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page.getByTestId('opponent')).toContainText('Stronghold: Fort');
  });
});
