import { apply, createGame, legalActions, type GameState } from '../lib/engine';
import { handPlayability } from '../lib/table/board/handPlayability';
import { toCreateOptions, type GameSetup } from '../lib/table/setup/gameSetup';
import { recordAction, type RecordedAction } from '../lib/table/replay/replayActions';
import { encodeReplay } from '../lib/table/replay/replayCodec';
import type { Page } from './fixtures';

/** Tabs (or shift-tabs) until the focused element matches, at most `limit` presses. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${selector}`);
}

export const board = (page: Page) => page.getByTestId('board');
export const errorCode = (page: Page) => page.getByTestId('table-error').getAttribute('data-code');

/**
 * A test bot playing through the UI only: it reads the playable cards marked in the DOM,
 * clicks one, then a line (or a target on the board); a refusal shown by the table makes it
 * try another card; with nothing left it ends the turn.
 */
export async function playOneTurn(page: Page) {
  const tried = new Set<string>();
  for (let guard = 0; guard < 12; guard++) {
    const cards = await page
      .locator('[data-testid="hand"] button[data-playable="true"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    const next = cards.find((c) => !tried.has(c));
    if (!next) break;
    tried.add(next);
    await page.locator(`[data-testid="hand"] button[data-card="${next}"]`).first().click();
    if (await errorCode(page)) continue;
    const summon = page.locator('button[data-summon]');
    if (await summon.count()) {
      await summon.nth(guard % (await summon.count())).click();
    } else {
      const target = board(page).locator('li[data-creature] button');
      if (!(await target.count())) {
        await page.keyboard.press('Escape');
        continue;
      }
      await target.first().click();
    }
    if (await errorCode(page)) await page.keyboard.press('Escape');
  }
  await page.getByTestId('end-turn').click();
}

/**
 * A Solo Quick game played here by the engine up to the turn whose end finishes it: its replay
 * code, to put in the browser as the kept game, so a test reaches the end with one click.
 */
export function gameOneClickFromOver(seed = 5): string {
  const setup: GameSetup = { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed };
  const created = createGame(toCreateOptions(setup));
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  const actions: RecordedAction[] = [];
  for (let i = 0; i < 400; i++) {
    const ended = apply(s, { type: 'end-turn' });
    if (ended.ok && ended.state.winner) return encodeReplay({ setup, actions });
    const play = i % 2 === 0 ? legalActions(s).find((a) => a.type === 'play') : undefined;
    const action = recordAction(s, play ?? { type: 'end-turn' })!;
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions.push(action);
  }
  throw new Error('the game did not end');
}

/**
 * A Solo Quick game found by trying seeds: the first play of turn 1 made, then `until` asked of
 * the position after each step of `then`; its replay code once it holds.
 */
function soloGameWhere(actionsAfterFirstPlay: number, until: (s: GameState) => boolean): string {
  for (let seed = 1; seed < 500; seed++) {
    const setup: GameSetup = { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed };
    const created = createGame(toCreateOptions(setup));
    if (!created.ok) continue;
    let s = created.state;
    const actions: RecordedAction[] = [];
    const first = legalActions(s).find((a) => a.type === 'play' && 'line' in a);
    const steps = [first, ...Array(actionsAfterFirstPlay).fill({ type: 'end-turn' })];
    for (const step of steps) {
      const action = step && recordAction(s, step);
      const r = action && apply(s, action);
      if (!r || !r.ok) break;
      s = r.state;
      actions.push(action);
    }
    if (actions.length === steps.length && !s.winner && s.active === 'A' && until(s))
      return encodeReplay({ setup, actions });
  }
  throw new Error('no seed gives the position asked for');
}

/** Turn 1 of a Solo Quick game after one play: among the 4 leftmost cards is one the Mana left cannot pay, and another can still be played. */
export function dearCardGame(): string {
  return soloGameWhere(
    0,
    (s) =>
      handPlayability(s, 'A').some((r) => r?.code === 'not-enough-mana') &&
      legalActions(s).some((a) => a.type === 'play'),
  );
}

/** Turn 3 of a Solo Quick game where the Creature summoned on turn 1 still stands: ending the turn shows its attack. */
export function attackNextGame(): string {
  return soloGameWhere(1, (s) => Object.values(s.lines).some((line) => (line.A ?? []).some((c) => !c.new)));
}
