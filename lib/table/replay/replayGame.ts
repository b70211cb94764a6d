import { apply, createGame, type EngineEvent, type GameState } from '../../engine';
import { toCreateOptions } from '../setup/gameSetup';
import type { Replay } from './replayCodec';
import type { Refusal } from '../narration/refusal';

/** One position of a replayed game: the state after `actions[index - 1]` (index 0: the setup) and what led to it. */
export interface ReplayStep {
  state: GameState;
  events: EngineEvent[];
}

export type ReplayedGame =
  | { ok: true; steps: ReplayStep[] }
  /** The positions reached before the refusal are kept, so a damaged replay still shows what it can. */
  | {
      ok: false;
      error: { code: 'bad-setup' | 'refused-action'; message: string; index?: number; refusal?: Refusal };
      steps: ReplayStep[];
    };

/** Plays a replay through the engine: every position, exactly. An action the engine refuses stops it with the reason. */
export function replayGame(replay: Replay, upTo = replay.actions.length): ReplayedGame {
  const created = createGame(toCreateOptions(replay.setup));
  if (!created.ok) return { ok: false, error: { code: 'bad-setup', message: created.error.message }, steps: [] };
  const steps: ReplayStep[] = [{ state: created.state, events: created.events }];
  let s = created.state;
  for (let i = 0; i < Math.min(upTo, replay.actions.length); i++) {
    const r = apply(s, replay.actions[i]);
    if (!r.ok) {
      const refusal: Refusal = { code: r.error.code, action: replay.actions[i] };
      return {
        ok: false,
        error: { code: 'refused-action', message: `action ${i + 1}: ${r.error.message}`, index: i, refusal },
        steps,
      };
    }
    s = r.state;
    steps.push({ state: s, events: r.events });
  }
  return { ok: true, steps };
}
