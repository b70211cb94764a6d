import { apply, applyInPlace, legalActions, ownCopy, type Action, type GameState } from '../../engine';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import type { Bot } from './types';

const END_TURN: Action = { type: 'end-turn' };

export function after(state: GameState, action: Action): GameState {
  const r = apply(state, action, { quiet: true });
  if (!r.ok) throw new Error(`engine refused its own legal action ${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

/**
 * One ply: each legal action is applied and the turn it leads to is finished (a card play
 * is followed by ending the turn), then the position is scored. Ending the turn runs the
 * Assault and the Solo AI's whole turn, which need no decision, so every candidate is
 * compared at the same point: the bot's next decision. Scoring mid-Summoning positions
 * instead was tried and won 5–15 % of Solo Quick games against 60–75 % for this.
 * The AI's reveals come from one sampled deck order (`determinize`), the same for every
 * candidate; ties go to the seeded generator.
 */
export const greedyBot: Bot = (state, rng) => {
  const actions = legalActions(state);
  const me = state.active;
  const world = determinize(state, me, rng);
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const action of actions) {
    // One copy per candidate, played on in place (the world is the bot's own).
    const next = ownCopy(world);
    const refused =
      applyInPlace(next, action) ?? (action.type !== 'end-turn' && !next.winner ? applyInPlace(next, END_TURN) : null);
    if (refused) throw new Error(`engine refused its own legal action ${JSON.stringify(action)}: ${refused.message}`);
    const score = evaluate(next, me);
    if (score > bestScore) {
      bestScore = score;
      best = [action];
    } else if (score === bestScore) best.push(action);
  }
  return best.length === 1 ? best[0] : best[rng.int(best.length)];
};
