import { z } from 'zod';
import { CARDS, getAbility } from '../cards';
import type { CardAbility } from '../cards/types';
import { computeManaCost } from './cost';
import { bilingual } from './messages';
import { normalizeChampionName } from './name';
import type { ChampionDesign, ChampionStats, DesignWarning, FieldError } from './types';

export const ATTACK_RANGE = { min: 0, max: 20 } as const;
export const HEALTH_RANGE = { min: 1, max: 20 } as const;
/** One more than the most any official card has (5), so an over-the-top design is possible but flagged. */
export const MAX_ABILITIES = 6;

export type Validation<T> = { ok: true; design: T } | { ok: false; errors: FieldError[] };

type Raw = Record<string, unknown>;

// The shapes a design must have before the Champion rules read its values.
const designObject = z.record(z.string(), z.unknown());
const abilityEntry = z.object({ ability: z.string(), aura: z.boolean().optional() });

function isIntegerIn(value: unknown, range: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function parseAbilities(raw: unknown): { ok: true; abilities: CardAbility[] } | { ok: false; error: FieldError } {
  const fail = (...args: Parameters<typeof bilingual>) => ({
    ok: false as const,
    error: { field: 'abilities', ...bilingual(...args) },
  });
  if (raw === undefined) return { ok: true, abilities: [] };
  if (!Array.isArray(raw)) return fail('errAbilitiesList');
  if (raw.length > MAX_ABILITIES) return fail('errAbilitiesTooMany', { max: MAX_ABILITIES });
  const abilities: CardAbility[] = [];
  for (const item of raw) {
    const parsed = abilityEntry.safeParse(item);
    if (!parsed.success) return fail('errAbilitiesList');
    const entry = parsed.data;
    const info = getAbility(entry.ability);
    if (!info) return fail('errAbilityUnknown', { ability: entry.ability.slice(0, 30) });
    const names = [{ ability: info.nameEn }, { ability: info.nameFr }] as const;
    if (!info.availableFor.includes('champion')) return fail('errAbilityNotChampion', ...names);
    const aura = entry.aura === true;
    // As on official cards (Druide Pacifique), an ability may be both the card's own and an Aura.
    if (abilities.some((a) => a.ability === info.slug && a.aura === aura))
      return fail(aura ? 'errAuraTwice' : 'errAbilityTwice', ...names);
    if (aura && !info.canBeAura) return fail('errAbilityAura', ...names);
    abilities.push({ ability: info.slug, aura });
  }
  return { ok: true, abilities };
}

function statErrors(input: Raw): { errors: FieldError[]; stats?: ChampionStats } {
  const errors: FieldError[] = [];
  const abilities = parseAbilities(input.abilities);
  if (!abilities.ok) errors.push(abilities.error);
  const { attack, health } = input;
  if (attack !== 'X' && !isIntegerIn(attack, ATTACK_RANGE)) {
    errors.push({ field: 'attack', ...bilingual('errAttack', ATTACK_RANGE) });
  } else if (attack === 'X' && abilities.ok && !abilities.abilities.some((a) => a.ability === 'vulnerability')) {
    errors.push({ field: 'attack', ...bilingual('errAttackX') });
  }
  if (!isIntegerIn(health, HEALTH_RANGE)) errors.push({ field: 'health', ...bilingual('errHealth', HEALTH_RANGE) });
  if (errors.length > 0 || !abilities.ok) return { errors };
  return {
    errors,
    stats: { attack: attack as number | 'X', health: health as number, abilities: abilities.abilities },
  };
}

/** Checks what the cost model needs (no name): at most one message per field. */
export function validateChampionStats(input: unknown): Validation<ChampionStats> {
  const design = designObject.safeParse(input);
  if (!design.success) return { ok: false, errors: [{ field: 'design', ...bilingual('errNotObject') }] };
  const { errors, stats } = statErrors(design.data);
  return stats ? { ok: true, design: stats } : { ok: false, errors };
}

/** Checks a whole design from an untrusted source; the design returned is normalised. */
export function validateChampionDesign(input: unknown): Validation<ChampionDesign> {
  const design = designObject.safeParse(input);
  if (!design.success) return { ok: false, errors: [{ field: 'design', ...bilingual('errNotObject') }] };
  const name = normalizeChampionName(design.data.name);
  const { errors, stats } = statErrors(design.data);
  if (!name.ok) errors.unshift({ field: 'name', ...name.error });
  if (!name.ok || !stats) return { ok: false, errors };
  return { ok: true, design: { name: name.name, ...stats } };
}

const officialCreatures = CARDS.filter((card) => card.type === 'creature');

/** The extremes of the official Creatures, read from the card data. */
export const OFFICIAL_RANGES = {
  attack: Math.max(...officialCreatures.map((c) => (typeof c.attack === 'number' ? c.attack : 0))),
  health: Math.max(...officialCreatures.map((c) => c.health ?? 0)),
  abilities: Math.max(...officialCreatures.map((c) => c.abilities.length)),
  auras: Math.max(...officialCreatures.map((c) => c.abilities.filter((a) => a.aura).length)),
  mana: Math.max(...officialCreatures.map((c) => c.mana)),
};

/** Flags a valid design that goes beyond every official card: allowed, but unbalanced territory. */
export function rangeWarnings(design: ChampionStats): DesignWarning[] {
  const auras = design.abilities.filter((a) => a.aura).length;
  const checks = [
    {
      code: 'attack-above-official',
      key: 'warnAttackAbove',
      value: typeof design.attack === 'number' ? design.attack : 0,
      max: OFFICIAL_RANGES.attack,
    },
    { code: 'health-above-official', key: 'warnHealthAbove', value: design.health, max: OFFICIAL_RANGES.health },
    {
      code: 'abilities-above-official',
      key: 'warnAbilitiesAbove',
      value: design.abilities.length,
      max: OFFICIAL_RANGES.abilities,
    },
    { code: 'auras-above-official', key: 'warnAurasAbove', value: auras, max: OFFICIAL_RANGES.auras },
    {
      code: 'mana-above-official',
      key: 'warnManaAbove',
      value: computeManaCost(design).mana,
      max: OFFICIAL_RANGES.mana,
    },
  ] as const;
  return checks
    .filter((c) => c.value > c.max)
    .map((c) => ({ code: c.code, ...bilingual(c.key, { value: c.value, max: c.max }) }));
}
