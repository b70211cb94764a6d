import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { MAX_ABILITIES, OFFICIAL_RANGES, rangeWarnings, validateChampionDesign, validateChampionStats } from './design';

const valid = {
  name: 'Gardienne',
  attack: 3,
  health: 4,
  abilities: [{ ability: 'sprint', aura: true }, { ability: 'protection' }],
};

function errorsOf(input: unknown) {
  const result = validateChampionDesign(input);
  if (result.ok) throw new Error('expected the design to be refused');
  return Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

describe('validateChampionDesign', () => {
  it('accepts a valid design and normalises it', () => {
    expect(validateChampionDesign({ ...valid, name: ' Gardienne ', extra: 'ignored' })).toEqual({
      ok: true,
      design: {
        name: 'Gardienne',
        attack: 3,
        health: 4,
        abilities: [
          { ability: 'sprint', aura: true },
          { ability: 'protection', aura: false },
        ],
      },
    });
  });

  it('refuses what is not an object', () => {
    for (const input of [null, 'x', 3, []]) expect(Object.keys(errorsOf(input))).toEqual(['design']);
  });

  it('gives one message per field, for every bad field at once', () => {
    const result = validateChampionDesign({ name: '', attack: 2.5, health: 0, abilities: 'sprint' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(['name', 'abilities', 'attack', 'health']);
    for (const e of result.errors) expect(e.messageFr.length).toBeGreaterThan(0);
  });

  it('bounds attack and health', () => {
    expect(errorsOf({ ...valid, attack: 21 }).attack).toBe(
      'Attack must be a whole number from 0 to 20 (or X, with the Vulnerability ability).',
    );
    const french = validateChampionDesign({ ...valid, attack: 21 });
    expect(french.ok ? '' : french.errors[0].messageFr).toBe(
      'L’Attaque doit être un nombre entier de 0 à 20 (ou X, avec la capacité Vulnérabilité).',
    );
    expect(errorsOf({ ...valid, attack: -1 }).attack).toBeDefined();
    expect(errorsOf({ ...valid, attack: '3' }).attack).toBeDefined();
    expect(errorsOf({ ...valid, health: 21 }).health).toMatch(/1 to 20/);
    expect(errorsOf({ ...valid, health: 0 }).health).toBeDefined();
    expect(validateChampionDesign({ ...valid, attack: 0, health: 20 }).ok).toBe(true);
  });

  it('allows X only with Vulnerability', () => {
    expect(errorsOf({ ...valid, attack: 'X' }).attack).toBe('An Attack of X needs the Vulnerability ability.');
    expect(
      validateChampionDesign({ ...valid, attack: 'X', abilities: [{ ability: 'vulnerability', aura: false }] }).ok,
    ).toBe(true);
  });

  it('only allows abilities available to Champions, once each, Aura where allowed', () => {
    expect(errorsOf({ ...valid, abilities: [{ ability: 'mercenary' }] }).abilities).toBe(
      'Mercenary is not available to Champions.',
    );
    expect(errorsOf({ ...valid, abilities: [{ ability: 'flying' }] }).abilities).toBe('Unknown ability “flying”.');
    expect(errorsOf({ ...valid, abilities: [{ ability: 'rage' }, { ability: 'rage' }] }).abilities).toMatch(
      /^Rage is chosen more than once/,
    );
    expect(
      errorsOf({
        ...valid,
        abilities: [
          { ability: 'rage', aura: true },
          { ability: 'rage', aura: true },
        ],
      }).abilities,
    ).toBe('Rage is chosen more than once as an Aura: each Aura at most once.');
    expect(errorsOf({ ...valid, abilities: [{ ability: 'defender', aura: true }] }).abilities).toBe(
      'Defender cannot be an Aura.',
    );
    expect(errorsOf({ ...valid, abilities: [{ ability: 'rage', aura: 'yes' }] }).abilities).toMatch(/list of/);
  });

  it('accepts an ability that is both the card’s own and an Aura, as on Druide Pacifique', () => {
    const druid = CARDS.find((c) => c.slug === 'druide-pacifique')!;
    expect(druid.abilities).toEqual([
      { ability: 'indestructible', aura: false },
      { ability: 'indestructible', aura: true },
    ]);
    expect(
      validateChampionDesign({
        name: druid.name,
        attack: druid.attack,
        health: druid.health,
        abilities: druid.abilities,
      }),
    ).toEqual({
      ok: true,
      design: { name: druid.name, attack: 1, health: 1, abilities: druid.abilities },
    });
  });

  it('accepts every official Creature’s own ability list, Mercenary aside', () => {
    const creatures = CARDS.filter((c) => c.type === 'creature');
    for (const c of creatures) {
      const abilities = c.abilities.filter((a) => a.ability !== 'mercenary');
      const result = validateChampionStats({ attack: c.attack, health: c.health, abilities });
      expect(result, c.slug).toEqual({ ok: true, design: { attack: c.attack, health: c.health, abilities } });
    }
    // The exception is real: Mercenary alone is what keeps some of them out.
    expect(
      creatures
        .filter((c) => !validateChampionStats({ attack: c.attack, health: c.health, abilities: c.abilities }).ok)
        .every((c) => c.abilities.some((a) => a.ability === 'mercenary')),
    ).toBe(true);
  });

  it('names abilities in French in the French message', () => {
    const result = validateChampionDesign({ ...valid, abilities: [{ ability: 'defender', aura: true }] });
    expect(!result.ok && result.errors[0].messageFr).toBe('Défenseur ne peut pas être une Aura.');
  });

  it('caps the number of abilities', () => {
    const slugs = ['sprint', 'rage', 'aerial', 'vanish', 'instinct', 'splash', 'berserk'];
    expect(
      validateChampionDesign({ ...valid, abilities: slugs.slice(0, MAX_ABILITIES).map((ability) => ({ ability })) }).ok,
    ).toBe(true);
    expect(errorsOf({ ...valid, abilities: slugs.map((ability) => ({ ability })) }).abilities).toMatch(/at most 6/);
  });
});

describe('validateChampionStats', () => {
  it('needs no name', () => {
    expect(validateChampionStats({ attack: 1, health: 1, abilities: [] })).toEqual({
      ok: true,
      design: { attack: 1, health: 1, abilities: [] },
    });
  });
});

describe('rangeWarnings', () => {
  it('reads the official extremes from the card data', () => {
    const creatures = CARDS.filter((c) => c.type === 'creature');
    expect(creatures.some((c) => c.attack === OFFICIAL_RANGES.attack)).toBe(true);
    expect(creatures.every((c) => c.mana <= OFFICIAL_RANGES.mana)).toBe(true);
  });

  it('is silent for every official Creature', () => {
    for (const c of CARDS.filter((card) => card.type === 'creature')) {
      expect(rangeWarnings({ attack: c.attack, health: c.health ?? 1, abilities: c.abilities })).toEqual([]);
    }
  });

  it('flags each stat beyond the official cards, in both languages', () => {
    const warnings = rangeWarnings({
      attack: OFFICIAL_RANGES.attack + 1,
      health: OFFICIAL_RANGES.health + 1,
      abilities: ['sprint', 'rage', 'aerial', 'vanish', 'instinct', 'splash'].map((ability) => ({
        ability: ability as 'rage',
        aura: true,
      })),
    });
    expect(warnings.map((w) => w.code)).toEqual([
      'attack-above-official',
      'health-above-official',
      'abilities-above-official',
      'auras-above-official',
      'mana-above-official',
    ]);
    expect(warnings[0].message).toBe(
      `Attack ${OFFICIAL_RANGES.attack + 1} is above every official card (at most ${OFFICIAL_RANGES.attack}).`,
    );
    expect(warnings[0].messageFr).toContain('dépasse');
  });
});
