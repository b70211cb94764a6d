import { apply, createGame, legalActions, randomInt, seedState, type GameState } from '../../engine';
import { toCreateOptions, type GameSetup } from './gameSetup';
import { recordAction, type RecordedAction } from '../replay/replayActions';
import type { Replay } from '../replay/replayCodec';

/** For tests: random legal moves from a setup (seeded by it) to the end or a cap, recorded as the table records them. */
export function randomGame(setup: GameSetup, maxActions = 400): { replay: Replay; final: GameState } {
  const created = createGame(toCreateOptions(setup));
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  let rng = seedState(setup.seed + 1);
  const actions: RecordedAction[] = [];
  while (!s.winner && actions.length < maxActions) {
    const legal = legalActions(s);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    const recorded = recordAction(s, legal[k])!;
    const r = apply(s, recorded);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(recorded);
    s = r.state;
  }
  return { replay: { setup, actions }, final: s };
}
