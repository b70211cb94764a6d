import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { randomInt, seedState } from './rng';
import { createGame } from './setup';
import type { Action, GameState } from './types';

const source = 'Rulebook v1.1 · Duel Mode; Solo Mode';

function randomRun(seed: number, mode: 'duel' | 'solo', steps: number): { states: GameState[]; actions: Action[] } {
  const r = createGame(
    mode === 'duel'
      ? { mode, format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-3' }, seed }
      : { mode, format: 'preconstructed', decks: { A: 'deck-4' }, seed },
  );
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  let rng = seedState(seed);
  const states = [s];
  const actions: Action[] = [];
  for (let i = 0; i < steps && !s.winner; i++) {
    const legal = legalActions(s);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    const res = apply(s, legal[k]);
    if (!res.ok) throw new Error(res.error.message);
    actions.push(legal[k]);
    s = res.state;
    states.push(s);
  }
  return { states, actions };
}

describe(`engine properties (${source})`, () => {
  it('is deterministic: the same seed and actions give the same state JSON', () => {
    for (const mode of ['duel', 'solo'] as const) {
      const a = randomRun(11, mode, 60);
      const b = randomRun(11, mode, 60);
      expect(JSON.stringify(b.states.at(-1))).toBe(JSON.stringify(a.states.at(-1)));
      let s = a.states[0];
      for (const act of a.actions) s = (apply(s, act) as { state: GameState }).state;
      expect(JSON.stringify(s)).toBe(JSON.stringify(a.states.at(-1)));
    }
  });

  it('never changes the state it is given', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { states } = randomRun(seed, seed % 2 ? 'duel' : 'solo', 40);
      for (const s of states) {
        const snapshot = structuredClone(s);
        for (const action of legalActions(s)) apply(s, action);
        apply(s, { type: 'play', card: 'nothing', line: 'top' });
        expect(s).toEqual(snapshot);
      }
    }
  });

  it('every listed legal action is accepted, and the state is plain JSON', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { states } = randomRun(seed, seed % 2 ? 'duel' : 'solo', 40);
      for (const s of states) {
        for (const action of legalActions(s)) expect(apply(s, action).ok).toBe(true);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }
    }
  });

  it('a finished game refuses every action with game-over and lists none', () => {
    let s: GameState | undefined;
    for (let seed = 0; seed < 50 && !s; seed++) {
      const last = randomRun(seed, 'duel', 400).states.at(-1)!;
      if (last.winner) s = last;
    }
    expect(s).toBeDefined();
    expect(legalActions(s!)).toEqual([]);
    const r = apply(s!, { type: 'end-turn' });
    expect(!r.ok && r.error.code).toBe('game-over');
  });

  it('events carry the rule they apply', () => {
    const r = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 8 });
    if (!r.ok) throw new Error();
    const res = apply(r.state, { type: 'end-turn' });
    if (!res.ok) throw new Error();
    expect(res.events.length).toBeGreaterThan(0);
    for (const e of res.events) expect(e.rule).toMatch(/Rulebook|Ruling|FAQ/);
    expect(res.events.map((e) => e.type)).toContain('mana-gained');
  });
});
