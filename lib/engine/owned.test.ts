import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { endTurnInPlace, ownCopy, ownCopyInto } from './owned';
import { randomInt, seedState } from './rng';
import { createGame, type CreateGameOptions } from './setup';
import type { GameState } from './types';

/** Positions of games of every kind of table, played by uniformly random legal actions from `seed`. */
function positions(seed: number): GameState[] {
  const setups: CreateGameOptions[] = [
    { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed },
    { mode: 'duel', format: 'preconstructed', decks: { A: 'deck-2', B: 'deck-3' }, seed },
    { mode: 'coop', format: 'preconstructed', decks: { A: 'deck-3', C: 'deck-4' }, seed },
    { mode: 'ffa', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' }, seed },
  ];
  const out: GameState[] = [];
  let rng = seedState(seed);
  for (const options of setups) {
    const created = createGame(options);
    if (!created.ok) throw new Error(created.error.message);
    let s = created.state;
    for (let step = 0; step < 60 && !s.winner; step++) {
      out.push(s);
      const actions = legalActions(s);
      const [i, next] = randomInt(rng, actions.length);
      rng = next;
      const r = apply(s, actions[i], { quiet: true });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

describe('ownCopyInto: a copy written over one the caller has finished with', () => {
  it('gives exactly the copy ownCopy gives, byte for byte, whatever the target held before', () => {
    const all = [...positions(1), ...positions(2)];
    let reused = 0;
    all.forEach((s, i) => {
      // The target: another position of the same game or of another kind of table, played on further in place.
      const target = endTurnInPlace(ownCopy(all[(i * 7 + 3) % all.length]));
      const before = JSON.stringify(s);
      const copy = ownCopyInto(target, s);
      if (copy === target) reused++;
      expect(JSON.stringify(copy)).toBe(JSON.stringify(ownCopy(s)));
      expect(copy).toEqual(ownCopy(s));
      // Nothing is shared with the source: playing on the copy leaves it as it was.
      endTurnInPlace(copy);
      expect(JSON.stringify(s)).toBe(before);
    });
    expect(reused).toBeGreaterThan(all.length / 8);
  });
});
