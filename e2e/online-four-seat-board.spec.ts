import { expect, test, type Page } from './fixtures';
import {
  createRoom,
  instant,
  inviteFor,
  join,
  openInvite,
  person,
  playOn,
  errorsOf,
  type RoomSetup,
} from './onlineHelpers';

test.describe.configure({ timeout: 240_000 });

const SHOTS = 'test-results/online-four-seat';
const SIZES = [
  { name: 'desktop-1366x768', width: 1366, height: 768, phone: false },
  { name: 'phone-390x844', width: 390, height: 844, phone: true },
] as const;

interface SeatLine {
  line: string;
  /** The owner labels shown on the line, with the seat each names. */
  owners: { seat: string; text: string }[];
  creatures: number;
  /** Creatures not wholly inside their line's box and the viewport. */
  outside: string[];
}

/** Each line drawn on screen (a folded one is not): its owner labels and whether its Creatures fit. */
async function seatLines(page: Page): Promise<SeatLine[]> {
  return page.locator('[data-testid="line"]:visible').evaluateAll((boxes) =>
    boxes.map((box) => {
      const r = box.getBoundingClientRect();
      const fits = (e: DOMRect, o: { left: number; top: number; right: number; bottom: number }) =>
        e.left >= o.left - 1 && e.right <= o.right + 1 && e.top >= o.top - 1 && e.bottom <= o.bottom + 1;
      const screen = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      const creatures = [...box.querySelectorAll<HTMLElement>('[data-testid="creature"]')];
      return {
        line: (box as HTMLElement).dataset.line!,
        owners: [...box.querySelectorAll<HTMLElement>('[data-testid="line-owner"]')].map((o) => ({
          seat: o.dataset.seat!,
          text: o.innerText.trim(),
        })),
        creatures: creatures.length,
        outside: creatures
          .filter((c) => !fits(c.getBoundingClientRect(), r) || !fits(c.getBoundingClientRect(), screen))
          .map((c) => `${c.dataset.creature} (${c.dataset.seat})`),
      };
    }),
  );
}

/**
 * The board as this screen's seat sees it, at each size: the four-seat table (four lines, two
 * of them folded on a phone), every half-line's owner named as `names` says (by seat), the
 * seat's own halves "You", every Creature whole in its line and on screen, every seat's life.
 */
async function checkBoard(page: Page, shot: string, names: Record<string, string>, you: string | null) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByTestId('line')).toHaveCount(4);
    await expect(page.getByTestId('line-fold')).toHaveCount(size.phone ? 2 : 0);
    const lines = await seatLines(page);
    await page.screenshot({ path: `${SHOTS}/${shot}-${size.name}.png` });
    expect(lines.length, size.name).toBe(size.phone ? 2 : 4);
    for (const l of lines) {
      expect(l.owners, `${size.name} ${l.line}`).toHaveLength(2);
      for (const o of l.owners) expect(o.text, `${size.name} ${l.line} ${o.seat}`).toBe(names[o.seat]);
      expect(l.outside, `${size.name} ${l.line}`).toEqual([]);
    }
    // Your two lines are always in full (on a phone the other two are folded).
    if (you) expect(lines.filter((l) => l.owners.some((o) => o.seat === you))).toHaveLength(2);
    const yours = page.getByTestId('line-owner').filter({ hasText: /^You$/ });
    await expect(yours).toHaveCount(you ? 2 : 0);
    if (you) for (const label of await yours.all()) await expect(label).toHaveAttribute('data-seat', you);
    // Every seat's life as ♥N: the three strips round the table, and the seat at the bottom's by the
    // hand (a spectator's in a strip of its own, with no cards).
    const lives = page.getByTestId('seat-life');
    await expect(lives).toHaveCount(4);
    for (const life of await lives.allInnerTexts()) expect(life).toMatch(/♥\d+/);
  }
  return (await seatLines(page)).reduce((n, l) => n + l.creatures, 0);
}

/** A room of `setup` with Ada at seat A (and the others as set up), started and played for a few turns. */
async function playedRoom(ada: Page, setup: RoomSetup) {
  await createRoom(ada, setup);
  await join(ada, 'Ada');
  await ada.getByTestId('start-room').click();
  await expect(ada.getByTestId('table')).toBeVisible();
  await instant(ada);
  await playOn([ada], { rounds: 2 });
}

test('Free-For-All online on the four-seat board: each bot named on its halves, "You" on yours', async ({
  page: ada,
}) => {
  await playedRoom(ada, { mode: 'ffa', bots: { B: 'greedy', C: 'greedy', D: 'greedy' } });
  await checkBoard(ada, 'ffa-A', { A: 'You', B: 'Bot 2', C: 'Bot 3', D: 'Bot 4' }, 'A');
  expect(errorsOf(ada)).toEqual([]);
});

test('Co-op online: the ally bot is "Your ally", the Solo AIs\' life is their deck', async ({ page: ada }) => {
  await playedRoom(ada, { mode: 'coop-quick', bots: { C: 'greedy' } });
  await checkBoard(ada, 'coop-A', { A: 'You', B: 'AI 2', C: 'Your ally · Bot 3', D: 'AI 4' }, 'A');
  await expect(ada.getByTestId('seat-life').filter({ hasText: 'deck' })).toHaveCount(2);
  expect(errorsOf(ada)).toEqual([]);
});

test('Team Play online: each person sees their own halves as "You" and the teammate by name; a spectator sees the board with no "You"', async ({
  page: ada,
  browser,
}) => {
  await createRoom(ada, { mode: 'teams', bots: { B: 'greedy', D: 'greedy' } });
  await join(ada, 'Ada');
  const cy = await openInvite(browser, await inviteFor(ada, 'C'));
  await join(cy, 'Cy');
  const watch = await ada.getByTestId('watch-link').inputValue();
  await ada.getByTestId('start-room').click();
  await expect(cy.getByTestId('table')).toBeVisible();
  await instant(ada, cy);
  const watcher = await person(browser);
  await watcher.goto(watch);
  await expect(watcher.getByTestId('watching')).toBeVisible();
  await instant(watcher);
  await playOn([ada, cy], { rounds: 3 });

  const created = await checkBoard(
    ada,
    'teams-A',
    { A: 'You', B: 'Team 2 · Bot 2', C: 'Your ally · Cy', D: 'Team 2 · Bot 4' },
    'A',
  );
  await checkBoard(cy, 'teams-C', { A: 'Your ally · Ada', B: 'Team 2 · Bot 2', C: 'You', D: 'Team 2 · Bot 4' }, 'C');
  // The watcher's screen shows the same board from seat A's chair, every seat by its team and name.
  await expect
    .poll(async () => watcher.getByTestId('table').getAttribute('data-version'))
    .toBe(await ada.getByTestId('table').getAttribute('data-version'));
  await checkBoard(
    watcher,
    'teams-watcher',
    { A: 'Team 1 · Ada', B: 'Team 2 · Bot 2', C: 'Team 1 · Cy', D: 'Team 2 · Bot 4' },
    null,
  );
  await expect(watcher.getByTestId('hand')).toHaveCount(0);
  // Creatures were played on the way (by the people or the bots), so the Creature hook was checked on real cards.
  expect(created).toBeGreaterThan(0);
  for (const page of [ada, cy, watcher]) expect(errorsOf(page)).toEqual([]);
});
