import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { creature, duel, hand, incantation, person, play, position, sideOf, solo } from './testing';

const source = 'Rulebook v1.1 · Attacking the Stronghold; Duel Mode – Game end; Ruling R22';
const filler = (...names: string[]) => names.map((n) => creature(n, 1, 1, 1));

describe(`a Stronghold reaching the rightmost position (${source})`, () => {
  it('by its owner playing the card to its right: a Bastion falls, the Fort goes to the leftmost, the game goes on', () => {
    const s = duel({ A: person(['baron', '#stronghold', 'zombie']), B: person(hand('brute')) }, { mana: 1 });
    const { view, state, events } = play(s, [{ do: 'play', card: 'zombie', line: 'top' }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'baron']);
    expect(sideOf(view, 'A').stronghold).toBe('fort');
    expect(state.winner).toBeNull();
    expect(events.map((e) => e.type)).toContain('bastion-fell');
  });

  it('by its owner playing the card to its right: a Fort loses at once (Duel and Solo)', () => {
    const fort = { ...person(['baron', '#stronghold', 'zombie']), stronghold: 'fort' };
    expect(
      play(duel({ A: fort, B: person(hand('brute')) }, { mana: 1 }), [{ do: 'play', card: 'zombie', line: 'top' }])
        .state.winner,
    ).toBe('B');
    const ai = { deck: filler('Deck 1', 'Deck 2'), discard: [], lines: { top: [], bottom: [] } };
    expect(
      play(solo({ A: fort, B: ai }, { mana: 1 }), [{ do: 'play', card: 'zombie', line: 'top' }]).state.winner,
    ).toBe('B');
  });

  it('a losing play is still a legal action', () => {
    const s = duel(
      { A: { ...person(['#stronghold', 'zombie']), stronghold: 'fort' }, B: person(hand('brute')) },
      { mana: 1 },
    );
    const losing = legalActions(s).find((a) => a.type === 'play');
    expect(losing).toBeDefined();
    const r = apply(s, losing!);
    expect(r.ok && r.state.winner).toBe('B');
  });

  it('is checked once the play is complete: an Incantation beside the Stronghold comes back first (R14)', () => {
    const s = duel(
      {
        A: { ...person(['#stronghold', incantation('Jab', 1, 1)]), stronghold: 'fort' },
        B: person(hand('brute'), ['baron']),
      },
      { mana: 1 },
    );
    const { view, state } = play(s, [{ do: 'play', card: 'jab', target: { player: 'B', line: 'top', index: 0 } }]);
    expect(state.winner).toBeNull();
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'jab']);
  });

  it('a card that comes back to the loser after the end goes left of the Fort, which stays rightmost (R27)', () => {
    const blood = creature('Blood', 3, 3, 3, 'price-of-blood');
    const s = duel({
      A: { ...person(['#stronghold', blood, 'zombie']), stronghold: 'fort' },
      B: person(hand('brute')),
    });
    const { view, state } = play(s, [{ do: 'play', card: 'blood', line: 'top' }]);
    expect(state.winner).toBe('B');
    expect(sideOf(view, 'A').hand).toEqual(['zombie', 'blood', '#stronghold']);
  });

  it('in a position as it is read (R31): a Bastion there has fallen, a Fort there has lost', () => {
    const bastion = position({ players: { A: person(['zombie', '#stronghold']), B: person(hand('brute')) } });
    expect(bastion.winner).toBeNull();
    expect(sideOf(play(bastion, []).view, 'A').hand).toEqual(['#stronghold', 'zombie']);
    const fort = position({
      players: { A: { ...person(['zombie', '#stronghold']), stronghold: 'fort' }, B: person(hand('brute')) },
    });
    expect(fort.winner).toBe('B');
  });
});
