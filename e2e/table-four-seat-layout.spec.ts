import { expect, test, type Page } from './fixtures';
import { axeViolations, VIEWPORTS } from './tableBoardHelpers';
import { crowdedFourSeatGame } from './tableCrowdedHelpers';

const SHOTS = 'test-results/table-four-seat';
const MODES = [
  { mode: 'ffa', names: ['You', 'Bot 2', 'Bot 3', 'Bot 4'] },
  { mode: 'teams', names: ['You', 'Team 2 · Bot 2', 'Your ally · Bot 3', 'Team 2 · Bot 4'] },
  { mode: 'coop', names: ['You', 'AI 2', 'Your ally · Bot 3', 'AI 4'] },
] as const;
const games = Object.fromEntries(MODES.map(({ mode }) => [mode, crowdedFourSeatGame(mode)]));

/** Opens the table on a kept game (its replay code), seat A to play. */
async function openGame(page: Page, code: string, lang = '') {
  await page.goto(`${lang}/play`);
  await page.evaluate((c) => localStorage.setItem('erret.table.game', c), code);
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
}

interface LineReport {
  line: string;
  mine: boolean;
  owners: string[];
  creatures: number;
  problems: string[];
}

/**
 * Each line's box, its owner labels and its Creatures as drawn: what is not wholly inside the
 * line's box and the viewport, by Creature (a name or AV/HP not inside its card counts too).
 */
async function lineReports(page: Page): Promise<LineReport[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="line"]')].map((box) => {
      const r = box.getBoundingClientRect();
      const problems: string[] = [];
      const inside = (e: DOMRect, o: DOMRect) =>
        e.left >= o.left - 1 && e.right <= o.right + 1 && e.top >= o.top - 1 && e.bottom <= o.bottom + 1;
      const view = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
      const creatures = [...box.querySelectorAll<HTMLElement>('[data-testid="creature"]')];
      for (const c of creatures) {
        const where = `${c.dataset.creature} (${c.dataset.seat} ${c.dataset.index})`;
        const cr = c.getBoundingClientRect();
        if (cr.width < 20 || cr.height < 20) problems.push(`${where} not drawn`);
        if (!inside(cr, r)) problems.push(`${where} out of its line`);
        if (!inside(cr, view)) problems.push(`${where} out of the viewport`);
        for (const part of ['name', 'stats']) {
          const p = c.querySelector(`[data-part="${part}"]`);
          if (!p) {
            problems.push(`${where}: no ${part}`);
            continue;
          }
          const pr = p.getBoundingClientRect();
          if (pr.width === 0 || !inside(pr, cr) || (p as HTMLElement).innerText.trim() === '')
            problems.push(`${where}: ${part} not shown`);
        }
      }
      const owners = [...box.querySelectorAll<HTMLElement>('[data-testid="line-owner"]')];
      return {
        line: box.dataset.line!,
        mine: owners.some((o) => o.dataset.seat === 'A'),
        owners: owners.filter((o) => o.getBoundingClientRect().width > 0).map((o) => o.innerText.trim()),
        creatures: creatures.length,
        problems: inside(r, view) ? problems : [`line ${box.dataset.line} out of the viewport`, ...problems],
      };
    }),
  );
}

for (const { mode, names } of MODES) {
  for (const vp of VIEWPORTS) {
    const phone = vp.touch;
    test(`${mode} at ${vp.name}: every Creature of ${phone ? 'your lines' : 'every line'} whole in its line and on screen, every half-line named`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await openGame(page, games[mode]);
      await expect(page.getByTestId('line')).toHaveCount(4);
      const reports = await lineReports(page);
      await page.screenshot({ path: `${SHOTS}/${mode}-${vp.name}.png` });
      // The position has a line with six Creatures on one side (one of seat A's).
      expect(Math.max(...reports.filter((r) => r.mine).map((r) => r.creatures))).toBeGreaterThanOrEqual(6);
      const checked = reports.filter((r) => r.mine || !phone);
      expect(checked.length).toBe(phone ? 2 : 4);
      for (const r of checked) {
        expect(r.problems, r.line).toEqual([]);
        expect(r.owners, r.line).toHaveLength(2);
        for (const owner of r.owners) expect(names, r.line).toContain(owner);
        if (r.mine) expect(r.owners, r.line).toContain('You');
      }
      // On a phone the two lines between the other seats fold to a summary that opens.
      if (phone) {
        const folded = page.getByTestId('line-fold');
        await expect(folded).toHaveCount(2);
        await folded.first().locator('summary').click();
        await expect(folded.first().getByTestId('line')).toBeVisible();
        await expect(folded.first().getByTestId('line-owner')).toHaveCount(2);
      }
      // Every seat's life as ♥N, the AIs' as their deck.
      await expect(page.getByTestId('seat-life')).toHaveCount(4);
      for (const life of await page.getByTestId('seat-life').allInnerTexts()) expect(life).toMatch(/♥\d+/);
      if (mode === 'coop') await expect(page.getByTestId('seat-life').filter({ hasText: 'deck' })).toHaveCount(2);
    });
  }
}

for (const vp of VIEWPORTS) {
  test(`in French at ${vp.name}, the half-lines are named in French and the Creatures fit`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openGame(page, games.teams, '/fr');
    const reports = await lineReports(page);
    await page.screenshot({ path: `${SHOTS}/teams-fr-${vp.name}.png` });
    for (const r of reports.filter((x) => x.mine || !vp.touch)) {
      expect(r.problems, r.line).toEqual([]);
      for (const owner of r.owners)
        expect(['Vous', 'Équipe 2 · Bot 2', 'Votre allié · Bot 3', 'Équipe 2 · Bot 4']).toContain(owner);
    }
  });
}

test('the four-seat table has no axe violation, on a desktop and on a phone', async ({ page }) => {
  for (const vp of [VIEWPORTS[0], VIEWPORTS[2]]) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await openGame(page, games.teams);
    expect(await axeViolations(page), vp.name).toEqual([]);
  }
});

test('a new four-seat setup starts with you and three bots', async ({ page }) => {
  await page.goto('/play');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Free-For-All — four players, people or bots').check();
  const seats = page.getByTestId('seat-players');
  await expect(seats.getByLabel('Seat 1')).toHaveValue('person');
  for (const n of [2, 3, 4]) await expect(seats.getByLabel(`Seat ${n}`)).not.toHaveValue('person');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  await expect(page.getByTestId('line-owner').filter({ hasText: /^You$/ })).toHaveCount(2);
});

/**
 * Records, from now on, every text of the hint over the hand that names a seat's turn: stale when
 * the table says it is seat A's turn and nothing is being shown, else fresh (a bot's turn).
 */
async function watchTurnHints(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { hints: { stale: string[]; fresh: string[] } };
    w.hints = { stale: [], fresh: [] };
    const check = () => {
      const table = document.querySelector<HTMLElement>('[data-testid="table"]');
      const text = document.querySelector<HTMLElement>('[data-testid="hand-hint"]')?.textContent ?? '';
      if (!/turn of/i.test(text)) return;
      if (table?.dataset.active === 'A' && table.dataset.animating === 'false') w.hints.stale.push(text);
      else w.hints.fresh.push(text);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

test("the hint over the hand speaks of the present turn: on each of your turns after the bots', never of another seat's turn", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  // A new game: one person and three quick bots.
  await page.goto('/play');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Free-For-All — four players, people or bots').check();
  for (const n of [2, 3, 4]) await page.getByTestId('seat-players').getByLabel(`Seat ${n}`).selectOption('greedy');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('table')).toBeVisible();
  await page.getByTestId('speed').selectOption('fast');
  await watchTurnHints(page);
  const hint = page.getByTestId('hand-hint');
  const card = page.locator('[data-testid="hand"] button[data-card]').first();
  const myTurn = async () => {
    await expect
      .poll(
        async () =>
          (await page.getByTestId('table').getAttribute('data-active')) === 'A' &&
          (await page.getByTestId('table').getAttribute('data-animating')) === 'false' &&
          (await page.getByTestId('end-turn').isEnabled()),
        { timeout: 60_000 },
      )
      .toBe(true);
  };
  // Your first turn, the bots' round, your second turn (the bots may win a round or two later).
  for (let turn = 1; ; turn++) {
    await myTurn();
    // Pointed at, the first card is playable or says why not; either way about this turn.
    await card.hover();
    await expect(hint).not.toHaveText('');
    expect(await hint.textContent()).not.toMatch(/turn of/i);
    if (turn === 2) break;
    // Pointed at while the bots play (between their steps it says whose turn it is), then clicked.
    await page.getByTestId('end-turn').click();
    await card.hover();
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-active', 'A');
    await card.click();
  }
  const hints = await page.evaluate(() => (window as unknown as { hints: { stale: string[]; fresh: string[] } }).hints);
  // The card pointed at during the bots' turns did say whose turn it was: the watch sees the hint.
  expect(hints.fresh.length).toBeGreaterThan(0);
  expect(hints.stale).toEqual([]);
});
