import { describe, expect, it } from 'vitest';
import { describeAi } from './describeAi';

describe('describeAi', () => {
  it('lists Resistance and the abilities after the Mana, with no space before a comma', () => {
    const config = { fixedMana: 8, manaPerCreature: 2 as const, resistance: true, abilities: ['protection' as const] };
    expect(describeAi(config, 'en')).toBe('AI: 8 Mana a turn, +2 per enemy Creature, Resistance, Protection');
    expect(describeAi(config, 'fr')).toBe('IA : 8 Mana par tour, +2 par Créature ennemie, Résistance, Protection');
  });
  it('says only the Mana for Quick Play', () => {
    expect(describeAi({ fixedMana: 6, manaPerCreature: 1, resistance: false, abilities: [] }, 'en')).toBe(
      'AI: 6 Mana a turn, +1 per enemy Creature',
    );
  });
});
