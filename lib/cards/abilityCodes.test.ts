import { describe, expect, it } from 'vitest';
import { decodeAbility, encodeAbility, ENCODED_ABILITIES } from './abilityCodes';
import { ABILITY_SLUGS } from './types';

describe('ENCODED_ABILITIES (the ability numbers stored in replay and Champion links)', () => {
  it('is exactly the list links were written with: append new abilities, never reorder', () => {
    // Changing this expectation other than by appending would change the meaning of stored links.
    expect(ENCODED_ABILITIES).toEqual([
      'aerial',
      'aquatic',
      'berserk',
      'catalyst',
      'defender',
      'indestructible',
      'instinct',
      'mercenary',
      'perforation',
      'price-of-blood',
      'protection',
      'rage',
      'regeneration',
      'sharpening',
      'splash',
      'sprint',
      'symbiote',
      'vanish',
      'vulnerability',
    ]);
  });

  it('holds every ability once, so each one can be linked', () => {
    expect([...ENCODED_ABILITIES].sort()).toEqual([...ABILITY_SLUGS].sort());
    expect(new Set(ENCODED_ABILITIES).size).toBe(ENCODED_ABILITIES.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(ENCODED_ABILITIES)).toBe(true);
  });

  it('numbers an ability by index × 2 + Aura, and reads it back', () => {
    expect(encodeAbility('aerial', false)).toBe(0);
    expect(encodeAbility('rage', true)).toBe(23);
    expect(encodeAbility('vulnerability', false)).toBe(36);
    for (const ability of ENCODED_ABILITIES) {
      for (const aura of [false, true]) expect(decodeAbility(encodeAbility(ability, aura))).toEqual({ ability, aura });
    }
    expect(decodeAbility(ENCODED_ABILITIES.length * 2)).toBeNull();
  });
});
