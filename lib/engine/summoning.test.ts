import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { creature, duel, hand, person } from './testing';
import type { Action } from './types';

const source = 'Rulebook v1.1 · Phase 2 – Summoning; Champion Module';
const code = (r: ReturnType<typeof apply>) => (r.ok ? 'ok' : r.error.code);

describe(`summoning checks (${source})`, () => {
  const s = duel(
    {
      A: person(['zombie', '#stronghold', 'baron', 'boom', 'brute', 'ogre'], ['gnome'], [], {
        champion: { card: creature('Hero', 4, 4, 4), state: 'ready' },
      }),
      B: person(hand('troll'), ['grrr']),
    },
    { mana: 3 },
  );

  it('refuses cards outside the 4 leftmost, missing cards, and plays out of turn', () => {
    expect(code(apply(s, { type: 'play', card: 'ogre', line: 'top' }))).toBe('not-playable');
    expect(code(apply(s, { type: 'play', card: 'troll', line: 'top' }))).toBe('not-playable');
    expect(code(apply(s, { type: 'play', card: 'zombie', line: 'top', player: 'B' }))).toBe('not-your-turn');
  });

  it('checks Mana, lines and targets', () => {
    expect(code(apply(s, { type: 'play', card: 'brute', line: 'top' }))).toBe('not-enough-mana');
    expect(code(apply(s, { type: 'play', card: 'zombie', line: 'left' }))).toBe('bad-line');
    expect(code(apply(s, { type: 'play', card: 'boom', line: 'top' }))).toBe('bad-target');
    expect(code(apply(s, { type: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 1 } }))).toBe(
      'bad-target',
    );
    expect(code(apply(s, { type: 'play', card: 'zombie', onto: { line: 'top', index: 0 } }))).toBe('bad-target');
    expect(code(apply(s, { type: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } }))).toBe('ok');
  });

  it('prices the Champion: −1 per card in play of its exact cost', () => {
    expect(code(apply(s, { type: 'champion', line: 'top' }))).toBe('not-enough-mana');
    const cheaper = duel(
      {
        A: person(hand('zombie'), ['ogre'], [], { champion: { card: creature('Hero', 4, 4, 4), state: 'ready' } }),
        B: person(hand('troll'), ['brute']),
      },
      { mana: 2 },
    );
    expect(code(apply(cheaper, { type: 'champion', line: 'bottom' }))).toBe('ok');
  });

  it('lists exactly the actions that apply', () => {
    const listed = legalActions(s);
    for (const a of listed) expect(code(apply(s, a))).toBe('ok');
    const key = (a: Action) => JSON.stringify(a);
    expect(listed.map(key)).toContain(key({ type: 'play', card: 'zombie', line: 'bottom' }));
    expect(listed.map(key)).toContain(
      key({ type: 'play', card: 'boom', target: { player: 'A', line: 'top', index: 0 } }),
    );
    expect(listed.map(key)).not.toContain(key({ type: 'play', card: 'brute', line: 'top' }));
    expect(listed.some((a) => a.type === 'champion')).toBe(false);
    expect(listed[0]).toEqual({ type: 'end-turn' });
  });
});

describe(`two cards with one slug (${source}; Mercenary)`, () => {
  it('after a Mercenary comes back, both copies are listed and each can be played', () => {
    const s = duel(
      {
        A: person(hand('dislocation', 'baron'), [], [{ card: 'brute', new: true }]),
        B: person(hand('dislocation', 'zombie'), ['grrr']),
      },
      { mana: 1 },
    );
    const a = apply(s, { type: 'play', card: 'dislocation', target: { player: 'B', line: 'top', index: 0 } });
    if (!a.ok) throw new Error(a.error.message);
    const b = apply(a.state, { type: 'end-turn' });
    if (!b.ok) throw new Error(b.error.message);
    const plays = legalActions(b.state).filter((x) => x.type === 'play' && 'target' in x && x.target.player === 'A');
    expect(plays.map((x) => typeof (x as { card: unknown }).card)).toEqual(['string', 'number']);
    for (const x of plays) expect(code(apply(b.state, x))).toBe('ok');
  });
});
