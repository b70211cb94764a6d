import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, person, play } from '../../engine/testing';
import { creatureFlags } from './creatureFlags';

describe('creatureFlags (Rulebook v1.1 · Phase 3 – Assault; Special Abilities · Protection; Ruling R8, R19)', () => {
  it('marks a Creature summoned this turn as new, and one whose Protection absorbed a hit as used', () => {
    const s = duel(
      {
        A: person(hand(creature('Wolf', 1, 2, 2), ...fill(4)), [creature('Ram', 1, 1, 3)]),
        B: person(hand(...fill(4, 10)), [creature('Guard', 1, 0, 3, 'protection')]),
      },
      { mana: 5 },
    );
    const { state } = play(s, [{ do: 'play', card: 'wolf', line: 'bottom' }]);
    expect(creatureFlags(state).get('A.bottom.0')).toEqual({ new: true, protectionUsed: false });
    expect(creatureFlags(state).get('A.top.0')).toEqual({ new: false, protectionUsed: false });
    const attacked = play(s, [{ do: 'end-turn' }]).state;
    // After the turn every mark is reset (R19): the Guard's Protection is whole again.
    expect(creatureFlags(attacked).get('B.top.0')).toEqual({ new: false, protectionUsed: false });
  });
});
