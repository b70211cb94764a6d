import { describe, expect, it } from 'vitest';
import { apply } from './apply';
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
      null, 42, 'end-turn', {}, { type: 'dance' }, { type: 'play' }, { type: 'play', card: null, line: 'top' },
      { type: 'play', card: 'baron', target: 'B' }, { type: 'play', card: 'boom', target: { player: 'Z', line: 'top', index: 0 } },
      { type: 'play', card: 'baron', onto: 7 }, { type: 'play', card: 'baron', line: 5 }, { type: 'champion' },
      { type: 'champion', line: 'top' }, { type: 'end-turn', player: 'B' }, { type: 'play', card: 'boom', target: { player: 'B', line: 'top', index: -1 } },
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
