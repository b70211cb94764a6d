import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf, solo } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Sharpening';

describe(`sharpening (${source})`, () => {
  it("excess Damage over a destroyed Creature hits its owner's Stronghold", () => {
    const s = duel({
      A: person(hand('baron'), [creature('Blade', 4, 5, 5, 'sharpening')]),
      B: person(hand(...fill(5)), ['zombie']),
    });
    // Zombie has 1 HP: 4 excess.
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      ...filled(4),
      '#stronghold',
      'card-5',
      'zombie',
    ]);
  });

  it('gives nothing against Protection', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Blade', 4, 5, 5, 'sharpening')]),
      B: person(hand(...fill(5)), ['lieutenant']),
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(5)]);
    expect(B.lines.top.map((c) => c.card)).toEqual(['lieutenant']);
  });

  it('adds the excess of every destroyed target into one instance', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Blade', 4, 3, 5, 'sharpening', 'perforation')]),
      B: person(hand(...fill(3)), ['zombie', 'microctopus']),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      'card-1',
      'card-2',
      'card-3',
      'microctopus',
      '#stronghold',
      'zombie',
    ]);
  });

  it('against the Solo AI, the excess mills its deck (R9)', () => {
    const deck = [...fill(4), creature('Big', 7, 0, 9), ...fill(2, 5)];
    const s = solo({
      A: person(hand('baron'), [creature('Blade', 4, 5, 5, 'sharpening')]),
      B: { deck, discard: [], lines: { top: ['zombie'], bottom: [] } },
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.discard).toEqual(['card-4', 'card-3', 'card-2', 'card-1', 'zombie']);
    expect(B.deck).toEqual(['card-5', 'card-6']);
  });
});
