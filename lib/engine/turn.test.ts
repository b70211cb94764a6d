import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, person, play, sideOf, solo } from './testing';

const source = 'Rulebook v1.1 · Duel Mode (turn phases); Solo Mode – AI turn';

describe(`turns (${source})`, () => {
  it("end-turn: Assault, end of turn, the other player's Mana Regeneration; the turn counter goes up", () => {
    const s = duel({ A: person(hand('baron'), ['zombie']), B: person(hand(...fill(4))) }, { turn: 5 });
    const { view, events } = play(s, [{ do: 'end-turn' }]);
    expect(view.active).toBe('B');
    expect(view.turn).toBe(6);
    expect(view.mana).toBe(5);
    expect(events.map((e) => e.type)).toEqual([
      'attack',
      'stronghold-shift',
      'turn-ended',
      'turn-started',
      'mana-gained',
    ]);
  });

  it('each turn cites the rules of its Mode: Duel Mode in a Duel, Solo Mode (Gameplay) in Solo', () => {
    const rules = (s: Parameters<typeof play>[0]) =>
      play(s, [{ do: 'end-turn' }])
        .events.filter((e) => e.type === 'turn-started')
        .map((e) => e.rule);
    expect(rules(duel({ A: person(hand('baron')), B: person(hand(...fill(4))) }))).toEqual([
      'Rulebook v1.1 · Duel Mode',
    ]);
    const soloGame = solo({
      A: person(hand('baron', 'ogre')),
      B: { deck: ['brute', 'baron', 'zombie'], discard: [], lines: { top: [], bottom: [] } },
    });
    expect(new Set(rules(soloGame))).toEqual(new Set(['Rulebook v1.1 · Solo Mode – Gameplay']));
  });

  it('the first player gains 6 Mana on turn 1 only', () => {
    const s = duel(
      { A: person(hand('baron')), B: person(hand(...fill(8))) },
      { turn: 1, first: 'B', active: 'B', mana: 6 },
    );
    const { view } = play(s, [{ do: 'end-turn' }, { do: 'end-turn' }]);
    expect(view.turn).toBe(3);
    expect(view.mana).toBe(9);
  });

  it('Damage, Protection and the entered-this-turn mark reset at the end of each turn (R19)', () => {
    const s = duel(
      { A: person(hand('ogre', 'gnome'), ['zombie']), B: person(hand(...fill(2)), ['carapace', 'baron']) },
      { mana: 4 },
    );
    const { state } = play(s, [{ do: 'play', card: 'ogre', line: 'bottom' }, { do: 'end-turn' }]);
    for (const c of [...state.lines.top.A!, ...state.lines.top.B!, ...state.lines.bottom.A!]) {
      expect(c).toMatchObject({ damage: 0, new: false, protectionUsed: false, sprint: 0 });
    }
  });

  it("in Solo, end-turn plays the AI's whole turn and stops at the player's next Summoning", () => {
    const s = solo({
      A: person(hand('baron', 'ogre')),
      B: { deck: ['brute', 'baron', 'zombie'], discard: [], lines: { top: ['grrr'], bottom: [] } },
    });
    const { view, events } = play(s, [{ do: 'end-turn' }]);
    expect(view.active).toBe('A');
    expect(view.turn).toBe(5);
    expect(view.mana).toBe(3);
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === 'ai-revealed')).toHaveLength(2);
    // Grrr attacks the player's Stronghold during the AI's Assault.
    expect(sideOf(view, 'A').hand).toEqual(['baron', '#stronghold', 'ogre']);
  });

  it('the AI stops revealing once the Mana of its cards reaches its own', () => {
    const deck = [creature('Five', 5, 0, 1), creature('One', 1, 0, 1), creature('Two', 2, 0, 1)];
    const s = solo({ A: person(hand('baron')), B: { deck, discard: [], lines: { top: [], bottom: [] } } });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').deck).toEqual(['two']);
  });
});
