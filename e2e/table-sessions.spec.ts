import { expect, openWithoutCode, test } from './fixtures';
import { board, playOneTurn } from './tableHelpers';

test('the table speaks French under /fr', async ({ page }) => {
  await page.goto('/play?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jouer');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('end-turn')).toHaveAccessibleName('Finir le tour (Assaut)');
  await expect(page.getByTestId('log')).toContainText('Tour 1 : le joueur joue');
  await expect(page.getByText('Tour 1 — à vous de jouer')).toBeVisible();
});

test('a Champion loaded by link joins a Constructed Duel and is summoned from its zone', async ({ page }) => {
  const created = await page.request.post('/api/champions', {
    multipart: { design: JSON.stringify({ name: 'Sentinelle', attack: 1, health: 2, abilities: [] }) },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto('/play');
  await page.getByLabel('Duel — two players, one screen').check();
  await page.getByRole('radio', { name: 'Constructed', exact: true }).check();
  await page.getByLabel('Deck code of Player 1').fill('BAAAAAAjMBHNsPIE');
  await page.getByLabel('Deck code of Player 2').fill('BAAAAAAjMBHNsPIE');
  await page.getByLabel('Champion of Player 1: id or link').fill(`https://example.org/champions/${id}`);
  await page.getByRole('button', { name: 'Load' }).first().click();
  await expect(page.getByTestId('champion-Player 1')).toContainText('Sentinelle');
  await page.getByTestId('start').click();
  await page.getByTestId('speed').selectOption('instant');
  if ((await page.getByTestId('table').getAttribute('data-active')) === 'B') {
    await page.getByTestId('end-turn').click();
    await page.getByRole('button', { name: 'I am Player 1: show my hand' }).click();
  }
  const zone = page.locator('[data-champion]');
  await expect(zone).toHaveAttribute('data-champion', 'ready');
  await expect(zone).toContainText(/Sentinelle — ready, costs \d+ Mana now/);
  await page.getByRole('button', { name: 'Summon the Champion' }).click();
  await page.locator('button[data-summon="top"]').click();
  await expect(zone).toHaveAttribute('data-champion', 'in-play');
  await expect(board(page).locator('[data-side="A"] li[data-creature="champion-sentinelle"]')).toHaveCount(1);
});

test('the setup form takes no choice before the page is interactive, then starts the chosen game', async ({ page }) => {
  const release = await openWithoutCode(page, '/play');
  const start = page.getByTestId('start');
  await expect(start).toBeDisabled();
  release();
  await expect(start).toBeEnabled();
  await page.getByText('Duel — two players, one screen').click();
  await start.click();
  await expect(page.getByTestId('setup')).toHaveCount(0);
});

test.describe('a game in progress is kept', () => {
  test('across a reload and a visit elsewhere, until it is abandoned (asked twice)', async ({ page }) => {
    await page.goto('/play');
    await page.getByTestId('start').click();
    await page.getByTestId('speed').selectOption('instant');
    await page.locator('[data-testid="hand"] button[data-playable="true"]').first().click();
    if (await page.locator('button[data-summon]').count()) await page.locator('button[data-summon]').first().click();
    await page.getByTestId('end-turn').click();
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
    const summary = await board(page).getAttribute('data-summary');
    const log = await page.getByTestId('log').locator('li').count();
    await page.reload();
    await expect(page.getByTestId('table-note')).toContainText('Your game in progress was restored');
    await expect(board(page)).toHaveAttribute('data-summary', summary!);
    await expect(page.getByTestId('log').locator('li')).toHaveCount(log);
    await page.getByRole('link', { name: 'Cards', exact: true }).first().click();
    await expect(page).toHaveURL(/\/cards/);
    await page.goBack();
    await expect(board(page)).toHaveAttribute('data-summary', summary!);
    expect(log).toBeGreaterThan(3);
    await page.getByTestId('abandon').click();
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await expect(board(page)).toHaveAttribute('data-summary', summary!);
    await page.getByTestId('abandon').click();
    await page.getByTestId('abandon-yes').click();
    await expect(page.getByTestId('setup')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('setup')).toBeVisible();
    await expect(page.getByTestId('table')).toHaveCount(0);
  });

  test('"New game" keeps the last setup and puts the focus on it', async ({ page }) => {
    await page.goto('/play');
    await page.getByLabel('Solo — Custom Play').check();
    await page.getByLabel('Difficulty level (1–10)').fill('3');
    await page.getByLabel(/AI Mana each turn/).selectOption('9');
    await page.getByRole('radio', { name: /^Preconstructed deck 3|Deck 3/ }).check();
    await page.getByTestId('start').click();
    await expect(page.getByTestId('opponent')).toContainText('9 Mana a turn');
    await page.getByTestId('abandon').click();
    await page.getByTestId('abandon-yes').click();
    await expect(page.getByLabel('Solo — Custom Play')).toBeChecked();
    await expect(page.getByLabel('Difficulty level (1–10)')).toHaveValue('3');
    await expect(page.getByLabel(/AI Mana each turn/)).toHaveValue('9');
    await expect(page.getByRole('radio', { name: /^Preconstructed deck 3|Deck 3/ })).toBeChecked();
    expect(await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('data-testid'))).toBe(
      'setup',
    );
  });
});

test('Duel Draft against the bot: the bot makes its own picks and is called the bot', async ({ page }) => {
  await page.goto('/play');
  await page.getByLabel('Duel — against the bot (hard)').check();
  await page.getByLabel('Draft').check();
  await page.getByTestId('start').click();
  let picks = 0;
  for (; picks < 12 && (await page.getByTestId('draft').count()); picks++) {
    await expect(page.getByTestId('draft').getByRole('status')).toContainText('Your pick: choose a card');
    await expect(page.getByTestId('draft')).not.toContainText('Player 2');
    await page.locator('[data-draft-card]').first().click();
    if (picks === 0)
      await expect(page.getByTestId('draft-recap')).toHaveText([
        /^Round 1: the bot took .+ and .+\.$/,
        /^Round 1: the last card, .+, goes to you\.$/,
        /^Round 2: the bot took [^,]+\.$/,
      ]);
  }
  expect(picks).toBe(6);
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(page.locator('[data-testid="hand"] button[data-card]')).toHaveCount(8);
  await expect(page.getByTestId('opponent').getByRole('heading')).toHaveText('The bot');
});

test('screen readers: a hand card says what it does, and headings go h1, h2, h3', async ({ page }) => {
  await page.goto('/play');
  await page.getByTestId('start').click();
  const labels = await page
    .locator('[data-testid="hand"] button[data-card]')
    .evaluateAll((els) => els.map((e) => e.querySelector('[data-label]')!.textContent!));
  for (const label of labels)
    expect(label).toMatch(/^.+, \d+ Mana, (Creature, Attack \d+, \d+ HP|Incantation, \d+ Damage)(; abilities: .+)? — /);
  const levels = await page
    .locator('main h1, main h2, main h3')
    .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
  for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);
});

test('setup errors are current, and a deck link that cannot start says why', async ({ page }) => {
  await page.goto('/play');
  await page.getByLabel('Solo — Custom Play').check();
  await page.getByLabel('Difficulty level (1–10)').fill('3');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('setup-errors')).toContainText('the settings spend 1 point; level 3 needs exactly 3');
  await page.getByLabel('Difficulty level (1–10)').fill('999999999999');
  await expect(page.getByTestId('setup-errors')).toHaveText(/the level must be a whole number from 1 to 10\.$/);
  await page.getByLabel('Difficulty level (1–10)').fill('1');
  await expect(page.getByTestId('setup-errors')).toBeEmpty();

  await page.goto('/play?deck=BAAAAAAjMBHNsPIE.%3Cscript%3E');
  await expect(page.getByRole('alert').filter({ hasText: 'The game in the link could not start' })).toContainText(
    '“<script>” after the dot is not a Champion id',
  );
  await expect(page.getByTestId('setup-errors')).toContainText('not a Champion id');

  await page.getByLabel('Your deck code').fill('😀'.repeat(50));
  await expect(page.getByTestId('setup-errors')).toContainText('this one has 50.');
});

test('the table speaks French throughout: refusals, rule citations, the Stronghold', async ({ page }) => {
  await page.goto('/play?lang=fr');
  await page.getByTestId('start').click();
  const locked = page.locator('[data-testid="hand"] button[data-can="false"]').first();
  const name = (await locked.locator('[data-label]').textContent())!.split(',')[0];
  await locked.click();
  await expect(page.getByTestId('table-error')).toContainText(`${name} n’est pas parmi les 4 cartes les plus à gauche`);
  await expect(page.getByTestId('table-error')).not.toContainText(/leftmost|Rules engine/);
  await expect(page.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expect(page.getByTestId('log')).toContainText(
    'Règle : section « Solo Mode – Gameplay » du livret de règles anglais v1.1',
  );
});

test.describe('on a touch phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the lines, the chosen card’s choices and the hand fit without long scrolls', async ({ page }) => {
    await page.goto('/play');
    await page.getByTestId('start').click();
    const playable = page.locator('[data-testid="hand"] button[data-can="true"]');
    await expect(playable).toHaveCount(4);
    await playable.first().scrollIntoViewIfNeeded();
    // The four playable cards are on screen together, not hidden in a sideways scroll.
    for (let i = 0; i < 4; i++) await expect(playable.nth(i)).toBeInViewport({ ratio: 0.9 });
    await page.screenshot({ path: test.info().outputPath('phone-table.png') });
    for (let i = 0; i < 4; i++) {
      await playable.nth(i).tap();
      if (await page.locator('button[data-summon]').count()) break;
      if (await page.getByTestId('placing').count()) await page.keyboard.press('Escape');
    }
    // The choices sit next to the hand: the selected card and its first choice are on screen at once.
    await expect(page.locator('button[data-summon="top"]')).toBeInViewport();
    await expect(page.locator('[data-testid="hand"] button[aria-pressed="true"]')).toBeInViewport();
    await expect(page.getByTestId('end-turn')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('phone-selected.png') });
    // The line above the hand gives the touch help, or why the card last touched cannot be played (it depends on the hand dealt).
    await expect(page.getByTestId('hand-hint')).toContainText(/Tap one, then choose where it goes|Why not:/);
    await expect(page.getByText(/Arrow keys move along the hand/)).toBeHidden();
  });
});

test('a Solo replay shows the AI’s side and steps through the events of a move', async ({ page }) => {
  await page.goto('/play');
  await page.getByTestId('start').click();
  await page.getByTestId('speed').selectOption('instant');
  for (let turn = 0; turn < 3; turn++) {
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
    await playOneTurn(page);
  }
  await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false');
  await page.getByTestId('abandon').click();
  await expect(page.getByTestId('abandon-yes')).toBeFocused();
  // A finished or abandoned game is not the point here: the replay of the moves so far is read from the log's game.
  const code = await page.evaluate(() => localStorage.getItem('erret.table.game'));
  expect(code).toBeTruthy();
  await page.goto(`/replay/${code}`);
  await expect(page.getByTestId('opponent')).toContainText(/Deck: \d+ cards/);
  await expect(page.getByTestId('opponent')).toContainText('Stronghold: Bastion');
  await page.getByTestId('replay-last').click();
  const event = page.getByTestId('replay-event');
  await expect(event).toHaveText(/^Event (\d+) of \1 in this move$/);
  const all = await page.getByTestId('replay-log').locator('li').count();
  await page.getByRole('button', { name: 'Previous event' }).click();
  await expect(page.getByTestId('replay-log').locator('li')).toHaveCount(all - 1);
  await page.getByRole('button', { name: 'Next event' }).click();
  await expect(page.getByTestId('replay-log').locator('li')).toHaveCount(all);
});
