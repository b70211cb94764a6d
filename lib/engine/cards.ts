import { ABILITY_SLUGS, getCard, type AbilitySlug, type Card, type CardAbility } from '../cards';
import type { CardDef } from './types';

const BIT = new Map<AbilitySlug, number>(ABILITY_SLUGS.map((slug, i) => [slug, 1 << i]));

/** The bit of one ability in ability masks. */
export function bit(slug: AbilitySlug): number {
  return BIT.get(slug)!;
}

export function maskOf(slugs: readonly AbilitySlug[]): number {
  let m = 0;
  for (const slug of slugs) m |= bit(slug);
  return m;
}

export function slugsOf(mask: number): AbilitySlug[] {
  return ABILITY_SLUGS.filter((slug) => (mask & bit(slug)) !== 0);
}

export function isAbility(value: unknown): value is AbilitySlug {
  return typeof value === 'string' && BIT.has(value as AbilitySlug);
}

/** An inline card's slug: its name lower-cased, accents removed, spaces to "-". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}

/** Adds the derived fields the engine reads on every attack. */
export function toCardDef(card: Card): CardDef {
  let own = 0;
  let aura = 0;
  for (const a of card.abilities) {
    if (a.aura) aura |= bit(a.ability);
    else own |= bit(a.ability);
  }
  return {
    slug: card.slug,
    name: card.name,
    type: card.type,
    mana: card.mana,
    attack: card.attack,
    health: card.health,
    abilities: card.abilities,
    own,
    aura,
    atk: typeof card.attack === 'number' ? card.attack : 0,
    hp: card.health ?? 0,
  };
}

export type CardInput = string | Record<string, unknown>;

/** Resolves an official slug or an inline card; the error says what is wrong. */
export function resolveCard(input: unknown): { ok: true; card: Card } | { ok: false; message: string } {
  if (typeof input === 'string') {
    const card = getCard(input);
    return card ? { ok: true, card } : { ok: false, message: `unknown card "${input}"` };
  }
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, message: `a card must be a slug or an object, got ${JSON.stringify(input)}` };
  const o = input as Record<string, unknown>;
  if (typeof o.name !== 'string' || !o.name.trim()) return { ok: false, message: 'an inline card needs a name' };
  const name = o.name;
  if (o.type !== 'creature' && o.type !== 'incantation')
    return { ok: false, message: `card "${name}": type must be creature or incantation` };
  if (typeof o.mana !== 'number' || !Number.isInteger(o.mana) || o.mana < 0)
    return { ok: false, message: `card "${name}": mana must be an integer ≥ 0` };
  const attack = o.attack ?? 0;
  if (attack !== 'X' && (typeof attack !== 'number' || !Number.isInteger(attack) || attack < 0))
    return { ok: false, message: `card "${name}": attack must be an integer ≥ 0 or "X"` };
  let health: number | null = null;
  if (o.type === 'creature') {
    if (typeof o.health !== 'number' || !Number.isInteger(o.health) || o.health < 1)
      return { ok: false, message: `card "${name}": a Creature needs health ≥ 1` };
    health = o.health;
  } else if (o.health !== undefined && o.health !== null && o.health !== 0) {
    return { ok: false, message: `card "${name}": an Incantation's health must be null or 0` };
  }
  const abilities: CardAbility[] = [];
  const raw = o.abilities ?? [];
  if (!Array.isArray(raw)) return { ok: false, message: `card "${name}": abilities must be a list` };
  for (const a of raw) {
    const slug = typeof a === 'string' ? a : (a as Record<string, unknown>)?.ability;
    if (!isAbility(slug)) return { ok: false, message: `card "${name}": unknown ability ${JSON.stringify(slug)}` };
    const aura = typeof a === 'object' && a !== null && (a as Record<string, unknown>).aura === true;
    abilities.push({ ability: slug, aura });
  }
  const slug = typeof o.slug === 'string' && o.slug ? o.slug : slugify(name);
  return {
    ok: true,
    card: { slug, name, type: o.type, mana: o.mana, attack: attack as number | 'X', health, abilities },
  };
}
