import { describe, expect, it } from 'vitest';
import { computeManaCost } from '@/lib/champions/cost';
import { MAX_ABILITIES } from '@/lib/champions/design';
import { CARDS } from '@/lib/cards';
import {
  CHAMPION_ABILITIES,
  championAbilitiesIn,
  deriveForge,
  toggleAbility,
  toggleAura,
  type ForgeValues,
} from './forgeModel';

const values: ForgeValues = {
  name: 'Lame Grise',
  author: '',
  attack: '3',
  attackX: false,
  health: '4',
  abilities: [],
  framing: { zoom: 1, offsetX: 0, offsetY: 0 },
};

describe('the designer model', () => {
  it('offers only abilities available to Champions', () => {
    expect(CHAMPION_ABILITIES.length).toBeGreaterThan(0);
    expect(CHAMPION_ABILITIES.every((a) => a.availableFor.includes('champion'))).toBe(true);
  });

  it('lists the abilities in the alphabetical order of the interface’s language', () => {
    const en = championAbilitiesIn('en').map((a) => a.nameEn);
    const fr = championAbilitiesIn('fr').map((a) => a.nameFr);
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
    expect(fr).toEqual([...fr].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(new Set(en).size).toBe(CHAMPION_ABILITIES.length);
    // Not the same order in both: "Aerial" comes first in English, "Aérienne" after "Aquatique"… in French.
    expect(championAbilitiesIn('en').map((a) => a.slug)).not.toEqual(championAbilitiesIn('fr').map((a) => a.slug));
    expect(en[0]).toBe('Aerial');
  });

  it('holds an ability and the same ability as an Aura independently, as Druide Pacifique does', () => {
    const both = toggleAura(toggleAbility(values, 'indestructible', true), 'indestructible', true);
    expect(both.abilities).toEqual([
      { ability: 'indestructible', aura: false },
      { ability: 'indestructible', aura: true },
    ]);
    expect(deriveForge(both, null, 'C').errors).toEqual([]);
    expect(toggleAbility(both, 'indestructible', false).abilities).toEqual([{ ability: 'indestructible', aura: true }]);
    expect(toggleAura(both, 'indestructible', true)).toBe(both);
  });

  it('lets the forge take every official Creature’s own ability list, Mercenary aside', () => {
    for (const c of CARDS.filter((card) => card.type === 'creature')) {
      const wanted = c.abilities.filter((a) => a.ability !== 'mercenary');
      const ticked = wanted.reduce((v, a) => (a.aura ? toggleAura : toggleAbility)(v, a.ability, true), {
        ...values,
        health: String(c.health),
      });
      expect(ticked.abilities, c.slug).toEqual(wanted);
      // X is offered once Vulnerability is ticked, as in the form.
      const picked = { ...ticked, attack: String(c.attack === 'X' ? 0 : c.attack), attackX: c.attack === 'X' };
      const derived = deriveForge(picked, null, 'C');
      expect(derived.errors, c.slug).toEqual([]);
      expect(derived.cost?.mana, c.slug).toBe(
        computeManaCost({ attack: c.attack, health: c.health ?? 0, abilities: wanted }).mana,
      );
    }
  });

  it('prices a valid design with the cost model and draws it as a Champion', () => {
    const withAbilities = toggleAura(toggleAbility(values, 'rage', true), 'sprint', true);
    const derived = deriveForge(withAbilities, null, 'Champion');
    expect(derived.errors).toEqual([]);
    expect(derived.cost?.mana).toBe(computeManaCost({ attack: 3, health: 4, abilities: withAbilities.abilities }).mana);
    expect(derived.card).toMatchObject({
      name: 'Lame Grise',
      champion: true,
      mana: derived.cost?.mana,
      attack: 3,
      health: 4,
    });
    expect(derived.payload).toMatchObject({
      attack: 3,
      health: 4,
      abilities: [
        { ability: 'rage', aura: false },
        { ability: 'sprint', aura: true },
      ],
    });
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
    expect(
      toggleAbility(toggleAbility(six, six.abilities[0].ability, false), seventh, true).abilities.map((a) => a.ability),
    ).toContain(seventh);
  });

  it('drops an X Attack when Vulnerability is removed, and frames the picture', () => {
    const x = { ...toggleAbility(values, 'vulnerability', true), attackX: true };
    expect(deriveForge(x, null, 'C').payload.attack).toBe('X');
    expect(toggleAbility(x, 'vulnerability', false).attackX).toBe(false);
    const framed = deriveForge(
      { ...values, framing: { zoom: 2, offsetX: 0.5, offsetY: -1 } },
      { src: 'data:image/png;base64,AA', width: 10, height: 8 },
      'C',
    );
    expect(framed.card.picture).toEqual({
      dataUrl: 'data:image/png;base64,AA',
      mime: 'image/png',
      width: 10,
      height: 8,
      zoom: 2,
      offsetX: 0.5,
      offsetY: -1,
    });
  });
});
