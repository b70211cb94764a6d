import { describe, expect, it } from 'vitest';
import {
  assaultInPlace,
  endTurnInPlace,
  finishEndTurnInPlace,
  legalActions,
  ownCopy,
  type GameState,
} from '../../engine';
import { createRng } from '../rng';
import { determinize, samplesFrom } from './determinize';
import { after } from './greedy';
import { createSharedAssault } from './sharedAssault';
import { coopPositions, samplePositions } from './testing';

/** Each position and every position one play away from it, as the seat's sampled world sees them. */
function reached(s: GameState): { root: GameState; states: GameState[] } {
  const root = determinize(s, s.active, createRng(3));
  const plays = legalActions(root).filter((a) => a.type !== 'end-turn');
  return { root, states: [root, ...plays.map((a) => after(root, a))].filter((x) => !x.winner) };
}

describe('the Assault shared by every sampled world', () => {
  it('ends the turn in each world exactly as playing that world on its own does (duel, Solo, Co-op)', () => {
    let shared = 0;
    let own = 0;
    for (const s of [...samplePositions(120, 41), ...coopPositions(30, 42)]) {
      const me = s.active;
      const { root, states } = reached(s);
      const { others, sample } = samplesFrom(root, me);
      const assault = createSharedAssault(root, me, others);
      for (const state of states) {
        const before = JSON.stringify(state);
        const assaulted = assault.assault(state);
        if (!assaulted) {
          own++;
          continue;
        }
        shared++;
        for (const seed of [5, 6, 7]) {
          const alone = endTurnInPlace(determinize(state, me, createRng(seed)));
          expect(finishEndTurnInPlace(assault.inWorld(assaulted, sample(state, seed)))).toEqual(alone);
        }
        // In the position's own world: the position's own Assault.
        expect(assault.inWorld(assaulted, assault.own(state))).toEqual(assaultInPlace(ownCopy(state), me));
        expect(JSON.stringify(state)).toBe(before);
      }
    }
    expect(shared).toBeGreaterThan(500);
    expect(own).toBe(0);
  });

  it('leaves each world to play its own Assault when the Assault draws from the generator (the AI deck reshuffled)', () => {
    let checked = 0;
    for (const s of samplePositions(120, 43)) {
      const me = s.active;
      if (s.mode !== 'solo' || me !== 'A' || s.players.A.kind !== 'person') continue;
      // One card left in the AI's deck and nothing in the way: the first hit mills it, the Fort turns and the discard
      // pile is reshuffled with the engine's generator, which every world holds differently.
      const t = ownCopy(s);
      const ai = t.players.B;
      if (ai.kind !== 'ai') continue;
      ai.deck = ai.deck.slice(0, 1);
      ai.discard = [...ai.discard, ...s.players.B.deck.slice(1)];
      ai.stronghold = 'bastion';
      t.lines.top.B = [];
      t.lines.bottom.B = [];
      const { others } = samplesFrom(t, me);
      const before = t.rng;
      // Creatures that entered this turn do not attack.
      if (assaultInPlace(ownCopy(t), me).rng === before) continue;
      expect(createSharedAssault(t, me, others).assault(t)).toBeNull();
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
