import { apply, createGame, legalActions } from '../lib/engine';
import { handPlayability } from '../lib/table/handPlayability';
import { toCreateOptions, type GameSetup } from '../lib/table/gameSetup';
import { recordAction, type RecordedAction } from '../lib/table/replayActions';
import { encodeReplay } from '../lib/table/replayCodec';
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
    const cards = await page.locator('[data-testid="hand"] button[data-playable="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
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
      if (!(await target.count())) { await page.keyboard.press('Escape'); continue; }
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

/** A new Solo Quick game (its replay code) whose 4 leftmost cards include one that the first turn's 6 Mana cannot pay. */
export function dearCardGame(): string {
  for (let seed = 1; seed < 500; seed++) {
    const setup: GameSetup = { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed };
    const created = createGame(toCreateOptions(setup));
    if (created.ok && created.state.active === 'A' && handPlayability(created.state, 'A').some((r) => r?.code === 'not-enough-mana')) return encodeReplay({ setup, actions: [] });
  }
  throw new Error('no seed deals a dear card among the 4 leftmost');
}
