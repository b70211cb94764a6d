import { describe, expect, it } from 'vitest';
import { customPlayPoints, validateCustomPlay } from './custom-play';

const source = 'Rulebook v1.1 · Solo Mode – Custom Play; rules README point costs';

describe(`custom play (${source})`, () => {
  it('prices every setting', () => {
    expect(customPlayPoints({ level: 1, manaPerCreature: 2 })).toBe(2);
    expect(customPlayPoints({ level: 1, fixedMana: 10 })).toBe(4);
    expect(customPlayPoints({ level: 1, aiFirst: true })).toBe(1);
    expect(customPlayPoints({ level: 1, resistance: true })).toBe(2);
    expect(customPlayPoints({ level: 1, abilities: ['rage', 'splash', 'sprint'] })).toBe(3);
    expect(customPlayPoints({ level: 1, noBastion: true, fixedMana: 8 })).toBe(1);
    expect(customPlayPoints({ level: 1, champion: true, fixedMana: 9 })).toBe(1);
  });

  it('accepts settings that spend exactly the level', () => {
    expect(
      validateCustomPlay({
        level: 10,
        fixedMana: 10,
        manaPerCreature: 2,
        resistance: true,
        aiFirst: true,
        abilities: ['rage'],
      }),
    ).toEqual([]);
    expect(validateCustomPlay({ level: 1, champion: true, fixedMana: 9 })).toEqual([]);
  });

  it('refuses a wrong total, a bad level, or an ability Custom Play cannot grant', () => {
    expect(validateCustomPlay({ level: 3, fixedMana: 7 })[0]).toMatch(/spend 1 points/);
    expect(validateCustomPlay({ level: 11, fixedMana: 10 }).length).toBeGreaterThan(0);
    expect(validateCustomPlay({ level: 1, abilities: ['aerial'] })[0]).toMatch(/aerial/);
    expect(validateCustomPlay({ level: 2, abilities: ['rage', 'rage'] })[0]).toMatch(/twice/);
  });
});
