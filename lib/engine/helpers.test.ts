import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { checkAction, playableCards, strongholdPosition } from './helpers';
import { legalActions } from './legal-actions';
import { duel, hand, person } from './testing';

const source = 'Rulebook v1.1 · Phase 2 – Summoning';

describe(`UI helpers (${source})`, () => {
  const s = duel(
    { A: person(['zombie', '#stronghold', 'baron', 'boom', 'brute', 'ogre']), B: person(hand('troll'), ['grrr']) },
    { mana: 3 },
  );

  it('lists the 4 leftmost cards, Stronghold excluded', () => {
    expect(playableCards(s).map((c) => c.slug)).toEqual(['zombie', 'baron', 'boom', 'brute']);
    expect(strongholdPosition(s, 'A')).toEqual({ index: 1, size: 6 });
  });

  it('checkAction agrees with apply', () => {
    const actions = [
      ...legalActions(s),
      { type: 'play' as const, card: 'ogre', line: 'top' },
      { type: 'play' as const, card: 'brute', line: 'top' },
    ];
    for (const a of actions) {
      const r = apply(s, a);
      expect(checkAction(s, a)?.code ?? 'ok').toBe(r.ok ? 'ok' : r.error.code);
    }
  });
});
