import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import type { PlayerId } from '../../engine';
import type { GameSetup } from '../setup/gameSetup';
import type { NarrationContext } from '../narration/narrate';
import { botMove, isBotTurn } from './tableBot';
import { initTableUi, tableReducer, type TableUi, type TableUiAction } from './tableReducer';
import { startSession } from './tableSession';

const c: NarrationContext = { locale: 'en', name: (s) => getCard(s)?.name ?? s, who: (p) => p };
const run = (ui: TableUi, ...actions: TableUiAction[]) => actions.reduce((u, a) => tableReducer(u, a, c), ui);
const decks = { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' };

function start(setup: GameSetup): TableUi {
  const r = startSession(setup);
  if (!r.ok) throw new Error(r.error.message);
  return run(initTableUi(r.session, c), { type: 'speed', speed: 'instant' });
}

/** Plays the game as the page does: bots move on their turns, people end theirs; every hand-over is noted. */
function playOut(ui: TableUi, maxActions = 3000): { ui: TableUi; handoffs: PlayerId[]; botMoves: number } {
  const handoffs: PlayerId[] = [];
  let botMoves = 0;
  while (!ui.session.state.winner && ui.session.actions.length < maxActions) {
    const { setup, state, actions } = ui.session;
    const bot = isBotTurn(setup, state);
    if (bot) botMoves++;
    ui = run(ui, { type: 'act', action: bot ? botMove(setup, state, actions.length) : { type: 'end-turn' } });
    if (ui.handoff) {
      handoffs.push(ui.handoff);
      ui = run(ui, { type: 'handoff-done' });
    }
  }
  return { ui, handoffs, botMoves };
}

describe('the table with four seats', () => {
  it('Free-For-All, one person and three bots: the bots play their seats to the end, the person is never handed over to', () => {
    const { ui, handoffs, botMoves } = playOut(
      start({
        mode: 'ffa',
        format: 'preconstructed',
        decks,
        players: { B: 'greedy', C: 'greedy', D: 'planner' },
        seed: 4,
      }),
    );
    expect(ui.session.state.winner).not.toBeNull();
    expect(botMoves).toBeGreaterThan(10);
    expect(handoffs).toEqual([]);
    expect(ui.viewer).toBe('A');
  });

  it('Team Play with two people: the hand is handed over only when the turn passes to the other person', () => {
    const { ui, handoffs } = playOut(
      start({ mode: 'teams', format: 'preconstructed', decks, players: { B: 'greedy', D: 'greedy' }, seed: 9 }),
    );
    expect(ui.session.state.winner).not.toBeNull();
    expect(handoffs.length).toBeGreaterThan(2);
    // A and C alternate: never the same person twice in a row.
    expect(
      handoffs.every((seat) => seat === 'A' || seat === 'C') &&
        handoffs.every((seat, i) => i === 0 || seat !== handoffs[i - 1]),
    ).toBe(true);
  });

  it('Co-op with two people: the Solo AIs play between them, and each person is handed the screen in turn', () => {
    const { ui, handoffs } = playOut(
      start({ mode: 'coop', format: 'preconstructed', decks: { A: 'deck-1', C: 'deck-2' }, seed: 5 }),
    );
    expect(ui.session.state.winner).not.toBeNull();
    expect(handoffs.length).toBeGreaterThan(1);
    expect(handoffs.every((seat, i) => (seat === 'A' || seat === 'C') && (i === 0 || seat !== handoffs[i - 1]))).toBe(
      true,
    );
    // Bots never took the AIs' seats: every recorded move was the players' own.
    expect(isBotTurn(ui.session.setup, { ...ui.session.state, winner: null, active: 'B' })).toBe(false);
  });

  it('four people: every turn is handed over to the next seat in turn order', () => {
    let ui = start({ mode: 'ffa', format: 'preconstructed', decks, seed: 2 });
    const order = ui.session.state.order;
    const seen: PlayerId[] = [];
    for (let k = 0; k < 5; k++) {
      ui = run(ui, { type: 'act', action: { type: 'end-turn' } });
      seen.push(ui.handoff!);
      expect(ui.viewer).toBe(ui.handoff);
      ui = run(ui, { type: 'handoff-done' });
    }
    const first = order.indexOf(seen[0]);
    expect(seen).toEqual([0, 1, 2, 3, 4].map((k) => order[(first + k) % 4]));
  });
});
