import { describe, expect, it } from 'vitest';
import { bit } from '../cards';
import { abilitiesAt } from '../stats';
import { creature, duel, fill, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Aura (F21)';

describe(`aura (${source})`, () => {
  const s = duel({ A: person(hand('baron'), ['zombie', 'forgeron', 'gnome', 'microctopus']), B: person(hand('boom')) });

  it('gives its paired ability to both adjacent Creatures on the same line, not to the owner', () => {
    expect(abilitiesAt(s, 'A', 'top', 0) & bit('splash')).not.toBe(0);
    expect(abilitiesAt(s, 'A', 'top', 2) & bit('splash')).not.toBe(0);
    expect(abilitiesAt(s, 'A', 'top', 1) & bit('splash')).toBe(0);
    expect(abilitiesAt(s, 'A', 'top', 3) & bit('splash')).toBe(0);
  });

  it('a neighbour loses it as soon as the owner leaves play', () => {
    const t = duel(
      { A: person(hand('baron'), ['brute']), B: person(hand(...fill(2)), ['forgeron', 'zombie']) },
      { mana: 0 },
    );
    const after = play(t, [{ do: 'end-turn' }]).state;
    expect(sideOf(play(t, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual(['zombie']);
    expect(abilitiesAt(after, 'B', 'top', 0) & bit('splash')).toBe(0);
  });

  it('granted abilities act like printed ones (Aura Splash on an attacker)', () => {
    const t = duel({
      A: person(hand('baron'), ['forgeron', creature('Hitter', 3, 3, 5)]),
      B: person(hand(...fill(1)), ['zombie'], ['microctopus']),
    });
    // Hitter (farthest) splashes both; then Forgeron, with no Creature left, hits the Stronghold for 1.
    expect(sideOf(play(t, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      'card-1',
      '#stronghold',
      'zombie',
      'microctopus',
    ]);
  });

  it('a Creature never stacks the same ability twice (Druide Pacifique keeps one Indestructible)', () => {
    const t = duel({ A: person(hand('baron'), ['druide-pacifique', 'machine']), B: person(hand('boom')) });
    expect(abilitiesAt(t, 'A', 'top', 0) & bit('indestructible')).not.toBe(0);
    expect(abilitiesAt(t, 'A', 'top', 1) & bit('protection')).toBe(0);
    expect(abilitiesAt(t, 'A', 'top', 0) & bit('protection')).not.toBe(0);
  });
});
