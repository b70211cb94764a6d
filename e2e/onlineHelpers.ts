import { expect, untilInteractive, type Browser, type Page } from './fixtures';

export interface RoomSetup {
  mode?: 'duel' | 'ffa' | 'teams' | 'coop-quick' | 'coop-custom';
  format?: 'preconstructed' | 'draft' | 'constructed';
  /** Seats given to a bot at creation, by letter. */
  bots?: Partial<Record<'A' | 'B' | 'C' | 'D', 'planner' | 'greedy'>>;
  /** Co-op Custom: the level typed (the form's other settings left as they are). */
  level?: number;
}

/** Uncaught errors of each screen: a table that crashed would otherwise only look stuck. */
const crashes = new WeakMap<Page, string[]>();

export function watchErrors(page: Page): Page {
  if (crashes.has(page)) return page;
  const list: string[] = [];
  crashes.set(page, list);
  page.on('pageerror', (e) => list.push(e.message));
  return page;
}

export const errorsOf = (page: Page) => crashes.get(page) ?? [];

/** A new page in its own browser context: another person, with their own storage. */
export async function person(browser: Browser, baseURL?: string, lang?: 'fr'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(baseURL ? { baseURL } : {}),
    ...(lang ? { locale: 'fr-FR' } : {}),
  });
  const page = watchErrors(untilInteractive(await context.newPage()));
  // The site's own language choice, as its language switch makes it.
  if (lang) await page.goto(`/play/online?lang=${lang}`);
  return page;
}

/** Creates a room from /play/online; the creator lands on their own seat's join form. */
export async function createRoom(page: Page, setup: RoomSetup = {}) {
  watchErrors(page);
  await page.goto('/play/online');
  const form = page.getByTestId('online-setup');
  await expect(form.locator('fieldset').first()).toBeEnabled();
  if (setup.mode) await form.locator(`input[name="mode"][value="${setup.mode}"]`).check();
  if (setup.format) await form.locator(`input[name="format"][value="${setup.format}"]`).check();
  for (const [seat, bot] of Object.entries(setup.bots ?? {}))
    await form.locator(`select[name="plan-${seat}"]`).selectOption(bot);
  await page.getByTestId('create-room').click();
  await page.waitForURL(/\/play\/online\/[a-z2-9]{8}#seat=[A-D]&secret=/);
  await expect(page.getByTestId('online-join')).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Takes the seat the page's invite opened, with a name and (Preconstructed) the deck offered or the one given. */
export async function join(page: Page, name: string, deck?: string) {
  const form = page.getByTestId('online-join');
  await page.getByTestId('join-name').fill(name);
  if (deck) await form.locator(`input[name="precon"][value="${deck}"]`).check();
  await page.getByTestId('join').click();
  await expect(page.getByTestId('online-join')).toHaveCount(0);
}

/** The invite link shown to the creator for a seat. */
export async function inviteFor(host: Page, seat: string): Promise<string> {
  return host.getByTestId(`invite-${seat}`).inputValue();
}

/** Opens an invite in a new person's context. */
export async function openInvite(browser: Browser, url: string, lang?: 'fr'): Promise<Page> {
  const page = await person(browser, new URL(url).origin, lang);
  await page.goto(url);
  await expect(page.getByTestId('online-join')).toBeVisible();
  return page;
}

/** A Duel between Ada (the creator, on `ada`) and Bo (a second browser), started, every move shown at once. */
export async function startedDuel(ada: Page, browser: Browser): Promise<Page> {
  await createRoom(ada);
  await join(ada, 'Ada');
  const bo = await openInvite(browser, await inviteFor(ada, 'B'));
  await join(bo, 'Bo');
  await ada.getByTestId('start-room').click();
  await expect(bo.getByTestId('table')).toBeVisible();
  await instant(ada, bo);
  return bo;
}

const table = (page: Page) => page.getByTestId('table');

/** Whether it is this page's seat to play now, the stream's last move shown. */
async function myTurn(page: Page): Promise<boolean> {
  const t = table(page);
  if (!(await t.count())) return false;
  const [you, active, animating] = await Promise.all([
    t.getAttribute('data-you'),
    t.getAttribute('data-active'),
    t.getAttribute('data-animating'),
  ]);
  return !!you && you === active && animating === 'false' && (await page.getByTestId('end-turn').isEnabled());
}

/** Waits until the server has taken the move: the table's version moves on, or a refusal is shown. */
async function answered(page: Page, before: string | null) {
  await expect
    .poll(
      async () =>
        (await table(page).getAttribute('data-version')) !== before ||
        !!(await page.getByTestId('table-error').getAttribute('data-code')) ||
        (await page.getByTestId('online-failure').count()) > 0,
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * One turn of this page's seat through the UI: the first playable card on a line offered (a
 * target when it needs one), each move waited for until the server answers, then End turn.
 */
export async function playOnlineTurn(page: Page, plays = 2) {
  const tried = new Set<string>();
  for (let n = 0; n < plays + 4 && tried.size < plays + 4; n++) {
    const cards = await page
      .locator('[data-testid="hand"] button[data-playable="true"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    const next = cards.find((c) => !tried.has(c));
    if (!next) break;
    tried.add(next);
    await page.locator(`[data-testid="hand"] button[data-card="${next}"]`).first().click();
    if (await page.getByTestId('table-error').getAttribute('data-code')) {
      await page.keyboard.press('Escape');
      continue;
    }
    const before = await table(page).getAttribute('data-version');
    const summon = page.locator('button[data-summon]');
    const target = page.getByTestId('board').locator('li[data-creature] button');
    if (await summon.count()) await summon.first().click();
    else if (await target.count()) await target.first().click();
    else {
      await page.keyboard.press('Escape');
      continue;
    }
    await answered(page, before);
    if (await page.getByTestId('table-error').getAttribute('data-code')) await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        myTurn(page).then(
          (mine) =>
            mine ||
            page
              .getByTestId('game-over')
              .count()
              .then((c) => c > 0),
        ),
      )
      .toBe(true);
    if (await page.getByTestId('game-over').count()) return;
  }
  const before = await table(page).getAttribute('data-version');
  await page.getByTestId('end-turn').click();
  await answered(page, before);
}

/** Every move shown at once on these screens: the test waits on the server, not on animations. */
export async function instant(...pages: Page[]) {
  for (const page of pages) await page.getByTestId('speed').selectOption('instant');
}

/**
 * The online Draft through the people's screens: whoever's turn it is takes the first card
 * offered, each pick waited for until the server has it; bots pick on the server meanwhile.
 * Returns whether a screen ever said another seat was choosing.
 */
export async function draftOnline(pages: Page[]): Promise<boolean> {
  let othersSawChooser = false;
  for (let pick = 0; pick < 40; pick++) {
    let picker: Page | null = null;
    await expect
      .poll(
        async () => {
          for (const page of pages) {
            if (await page.getByTestId('table').count()) return 'done';
            if (await page.locator('[data-draft-card]:enabled').count()) {
              picker = page;
              return 'pick';
            }
          }
          return 'wait';
        },
        { timeout: 60_000 },
      )
      .not.toBe('wait');
    // Set inside the poll's callback, which TypeScript's narrowing cannot see.
    const current = picker as Page | null;
    if (!current) return othersSawChooser;
    for (const page of pages) {
      if (
        page !== current &&
        /choosing|choisit/.test(
          (await page
            .getByTestId('draft-status')
            .textContent()
            .catch(() => '')) ?? '',
        )
      )
        othersSawChooser = true;
    }
    const mine = await current.getByTestId('draft-mine').textContent();
    await current.locator('[data-draft-card]:enabled').first().click();
    // The last pick ends the Draft: its list can go between the two reads, so a missing list is
    // read again on the next round rather than waited for.
    await expect
      .poll(
        async () => {
          if (await current.getByTestId('table').count()) return true;
          const now = await current
            .getByTestId('draft-mine')
            .textContent({ timeout: 1_000 })
            .catch(() => null);
          return now !== null && now !== mine;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }
  throw new Error('the Draft did not end');
}

/**
 * Plays the game on these people's screens, each playing their own turns, until the game is
 * over or `rounds` turns have been played; bots and AIs play on the server meanwhile.
 */
export async function playOn(pages: Page[], { rounds = 400 } = {}): Promise<'over' | 'going'> {
  for (let turn = 0; turn < rounds; turn++) {
    let mover: Page | null = null;
    await expect
      .poll(
        async () => {
          for (const page of pages) {
            if (await page.getByTestId('game-over').count()) {
              mover = null;
              return 'over';
            }
            if (await myTurn(page)) {
              mover = page;
              return 'go';
            }
          }
          return 'wait';
        },
        { timeout: 60_000 },
      )
      .not.toBe('wait');
    const next = mover as Page | null;
    if (!next) return 'over';
    await playOnlineTurn(next);
  }
  return 'going';
}
