import { describe, expect, it } from 'vitest';
import { computeManaCost } from '@/lib/champions/cost';
import { MAX_ABILITIES } from '@/lib/champions/design';
import { CHAMPION_ABILITIES, deriveForge, toggleAbility, toggleAura, type ForgeValues } from './forgeModel';

const values: ForgeValues = { name: 'Lame Grise', author: '', attack: '3', attackX: false, health: '4', abilities: [], framing: { zoom: 1, offsetX: 0, offsetY: 0 } };

describe('the designer model', () => {
  it('offers only abilities available to Champions', () => {
    expect(CHAMPION_ABILITIES.length).toBeGreaterThan(0);
    expect(CHAMPION_ABILITIES.every((a) => a.availableFor.includes('champion'))).toBe(true);
  });

  it('prices a valid design with the cost model and draws it as a Champion', () => {
    const withAbilities = toggleAura(toggleAbility(toggleAbility(values, 'rage', true), 'sprint', true), 'sprint', true);
    const derived = deriveForge(withAbilities, null, 'Champion');
    expect(derived.errors).toEqual([]);
    expect(derived.cost?.mana).toBe(computeManaCost({ attack: 3, health: 4, abilities: withAbilities.abilities }).mana);
    expect(derived.card).toMatchObject({ name: 'Lame Grise', champion: true, mana: derived.cost?.mana, attack: 3, health: 4 });
    expect(derived.payload).toMatchObject({ attack: 3, health: 4, abilities: [{ ability: 'rage', aura: false }, { ability: 'sprint', aura: true }] });
  });

  it('reports typed mistakes per field but still draws a card', () => {
    const derived = deriveForge({ ...values, name: 'x'.repeat(200), attack: '25', health: 'abc' }, null, 'Champion');
    expect(derived.errors.map((e) => e.field).sort()).toEqual(['attack', 'health', 'name']);
    expect(derived.cost).toBeNull();
    expect(derived.card).toMatchObject({ attack: 20, health: 1 });
    expect(Number.isFinite(derived.card.mana)).toBe(true);
    expect(deriveForge({ ...values, name: '  ' }, null, 'Champion').card.name).toBe('Champion');
  });

  it('never takes more abilities than a Champion may have', () => {
    const six = CHAMPION_ABILITIES.slice(0, MAX_ABILITIES).reduce((v, a) => toggleAbility(v, a.slug, true), values);
    expect(six.abilities).toHaveLength(MAX_ABILITIES);
    expect(deriveForge(six, null, 'C').errors).toEqual([]);
    const seventh = CHAMPION_ABILITIES[MAX_ABILITIES].slug;
    expect(toggleAbility(six, seventh, true)).toBe(six);
    expect(toggleAbility(toggleAbility(six, six.abilities[0].ability, false), seventh, true).abilities.map((a) => a.ability)).toContain(seventh);
  });

  it('drops an X Attack when Vulnerability is removed, and frames the picture', () => {
    const x = { ...toggleAbility(values, 'vulnerability', true), attackX: true };
    expect(deriveForge(x, null, 'C').payload.attack).toBe('X');
    expect(toggleAbility(x, 'vulnerability', false).attackX).toBe(false);
    const framed = deriveForge({ ...values, framing: { zoom: 2, offsetX: 0.5, offsetY: -1 } }, { src: 'data:image/png;base64,AA', width: 10, height: 8 }, 'C');
    expect(framed.card.picture).toEqual({ dataUrl: 'data:image/png;base64,AA', mime: 'image/png', width: 10, height: 8, zoom: 2, offsetX: 0.5, offsetY: -1 });
  });
});
