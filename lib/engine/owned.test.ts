import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { applyUndoable, endTurnInPlace, ownCopy, ownCopyInto, undo, undoJournal } from './owned';
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

describe('applyUndoable and undo: a step tried in place and taken back', () => {
  const all = [...positions(1), ...positions(2), ...positions(3), ...positions(4)];

  it('gives exactly what apply gives for every legal action of every position, and undo restores the state byte for byte', () => {
    const j = undoJournal();
    let steps = 0;
    let partial = 0;
    for (const s of all) {
      const source = JSON.stringify(s);
      // One owned copy for all the position's actions: each is applied, compared and undone on it.
      const mine = ownCopy(s);
      const before = JSON.stringify(mine);
      for (const action of legalActions(s)) {
        const expected = apply(s, action, { quiet: true });
        if (!expected.ok) throw new Error(expected.error.message);
        expect(applyUndoable(mine, action, j)).toBeNull();
        if (!j.whole) partial++;
        // Through ownCopy: apply shares the lines a step leaves alone, whose sides may be listed in another order.
        expect(JSON.stringify(mine)).toBe(JSON.stringify(ownCopy(expected.state)));
        undo(mine, j);
        expect(JSON.stringify(mine)).toBe(before);
        steps++;
      }
      expect(JSON.stringify(s)).toBe(source);
    }
    expect(steps).toBeGreaterThan(2000);
    // Placing a Creature, the step a lookahead takes most, saves only what it can change.
    expect(partial).toBeGreaterThan(steps / 3);
  });

  it('undoes a whole line of play step by step, last step first, back to the start', () => {
    let rng = seedState(7);
    for (const s of all.filter((_, i) => i % 5 === 0)) {
      const mine = ownCopy(s);
      const seen: string[] = [];
      const journals = [];
      for (let ply = 0; ply < 6 && !mine.winner; ply++) {
        seen.push(JSON.stringify(mine));
        const actions = legalActions(mine);
        const [i, next] = randomInt(rng, actions.length);
        rng = next;
        const j = undoJournal();
        expect(applyUndoable(mine, actions[i], j)).toBeNull();
        journals.push(j);
      }
      while (journals.length > 0) {
        undo(mine, journals.pop()!);
        expect(JSON.stringify(mine)).toBe(seen.pop());
      }
      expect(mine).toEqual(s);
    }
  });

  it('refuses what apply refuses, changing nothing, and its undo does nothing', () => {
    const j = undoJournal();
    for (const s of all.filter((_, i) => i % 7 === 0)) {
      const mine = ownCopy(s);
      const before = JSON.stringify(mine);
      const other = s.order.find((id) => id !== s.active)!;
      const refused = applyUndoable(mine, { type: 'end-turn', player: other }, j);
      expect(refused?.code).toBe(s.winner ? 'game-over' : 'not-your-turn');
      expect(j.empty).toBe(true);
      undo(mine, j);
      expect(JSON.stringify(mine)).toBe(before);
    }
  });
});
