import { describe, expect, it } from 'vitest';
import { apply, applyOwned } from './apply';
import { legalActions } from './legal-actions';
import { cloneState } from './state';
import { createGame } from './setup';
import type { Action } from './types';

const source = 'Brief: every user input is validated; bad input gets a clear message and changes nothing';

describe(`apply refuses malformed actions (${source})`, () => {
  it('returns a typed error for junk instead of throwing, and leaves the state alone', () => {
    const r = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 4 });
    if (!r.ok) throw new Error();
    const s = r.state;
    const before = JSON.stringify(s);
    const junk: unknown[] = [
      null,
      42,
      'end-turn',
      {},
      { type: 'dance' },
      { type: 'play' },
      { type: 'play', card: null, line: 'top' },
      { type: 'play', card: 'baron', target: 'B' },
      { type: 'play', card: 'boom', target: { player: 'Z', line: 'top', index: 0 } },
      { type: 'play', card: 'baron', onto: 7 },
      { type: 'play', card: 'baron', line: 5 },
      { type: 'champion' },
      { type: 'champion', line: 'top' },
      { type: 'end-turn', player: 'B' },
      { type: 'play', card: 'boom', target: { player: 'B', line: 'top', index: -1 } },
    ];
    for (const action of junk) {
      const res = apply(s, action as Action);
      if (res.ok) continue;
      expect(res.error.message.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(s)).toBe(before);
    const refused = junk.map((a) => apply(s, a as Action)).filter((x) => !x.ok).length;
    expect(refused).toBeGreaterThanOrEqual(junk.length - 1);
  });
});

describe("applyOwned (the bots' in-place path) does what apply does", () => {
  it('gives the state apply gives for every legal action along seeded games, and refuses what apply refuses without changing anything', () => {
    let compared = 0;
    for (let seed = 0; seed < 12; seed++) {
      const r =
        seed % 2 === 0
          ? createGame({ mode: 'solo', format: 'preconstructed', decks: { A: `deck-${1 + (seed % 4)}` }, seed })
          : createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-2', B: 'deck-4' }, seed });
      if (!r.ok) throw new Error(r.error.message);
      let s = r.state;
      for (let step = 0; step < 40 && !s.winner; step++) {
        const actions = legalActions(s);
        for (const a of actions) {
          const pure = apply(s, a, { quiet: true });
          if (!pure.ok) throw new Error(pure.error.message);
          const owned = cloneState(s);
          expect(applyOwned(owned, a)).toBeNull();
          expect(owned).toEqual(pure.state);
          compared++;
        }
        const bad = cloneState(s);
        const before = JSON.stringify(bad);
        expect(applyOwned(bad, { type: 'play', card: 'no-such-card', line: 'top' })?.code).toBe('not-playable');
        expect(JSON.stringify(bad)).toBe(before);
        const next = apply(s, actions[(seed + step) % actions.length], { quiet: true });
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
