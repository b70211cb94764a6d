import { describe, expect, it } from 'vitest';
import { findSlug } from './findSlug';

describe('findSlug', () => {
  it('finds cards, sets and abilities whatever the case and accents', () => {
    expect(findSlug('card', 'Baron')).toBe('baron');
    expect(findSlug('card', 'SKIWK-SKIWK')).toBe('skiwk-skiwk');
    expect(findSlug('set', 'Felonie')).toBe('felonie');
    expect(findSlug('ability', 'Rage')).toBe('rage');
    expect(findSlug('ability', 'AURA')).toBe('aura');
  });

  it('finds an ability or a set by its French or English name', () => {
    expect(findSlug('ability', 'prix-du-sang')).toBe('price-of-blood');
    expect(findSlug('ability', 'Prix%20du%20Sang')).toBe('price-of-blood');
    expect(findSlug('ability', 'Price of Blood')).toBe('price-of-blood');
  });

  it('gives null for what matches nothing, an empty key or a stray %', () => {
    expect(findSlug('card', 'no-such-card')).toBeNull();
    expect(findSlug('set', '---')).toBeNull();
    expect(findSlug('ability', '%E0%A4%A')).toBeNull();
    expect(findSlug('card', 'rage')).toBeNull();
  });
});
