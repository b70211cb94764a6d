import { resolveCard, slugify } from '../cards';
import type { Card } from '../../cards/types';

export const STRONGHOLD_NAME = '#stronghold';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The format names an inline card by the slug of its name. An inline card copied from cards.json also
 * carries a `slug`, which may differ (official slugs turn apostrophes into dashes): that one is only an
 * alias (see cardAliases), so that the card has a single name in actions, lines and messages.
 */
function resolveScenarioCard(input: unknown) {
  if (!isObj(input) || !('slug' in input)) return resolveCard(input);
  const rest = { ...input };
  delete rest.slug;
  return resolveCard(rest);
}

/** The slug a scenario uses for a card written as a slug or inline. */
export function slugOfInput(input: unknown): string | null {
  if (typeof input === 'string') return input;
  if (isObj(input)) {
    const r = resolveScenarioCard(input);
    if (r.ok) return r.card.slug;
    return typeof input.name === 'string' ? slugify(input.name) : null;
  }
  return null;
}

/** Resolves a scenario card or throws a message (caught by the parser, never by the run). */
export function cardOrThrow(input: unknown, where: string): Card {
  const r = resolveScenarioCard(input);
  if (!r.ok) throw new ScenarioError(`${where}: ${r.message}`);
  return r.card;
}

/** An official-looking slug: accents removed, every run of other characters than letters and digits a dash. */
function looseSlug(name: string): string {
  return slugify(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Other names a scenario may give its inline cards: the `slug` they carry, and the official-looking
 * slug of their name (`"Cracheur d'Azote Bis"` → `cracheur-d-azote-bis`). An alias that is some card's
 * own slug, or that two cards share, is left out: it could not say which card it means.
 */
export function cardAliases(state: unknown, slugsInPlay: ReadonlySet<string>): (slug: string) => string {
  const found = new Map<string, string | null>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    if (!isObj(v)) return;
    if (typeof v.name === 'string' && (v.type === 'creature' || v.type === 'incantation')) {
      const own = slugify(v.name);
      // Also each space to its own dash, read literally ("Two  Words" -> "two--words").
      const literal = v.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/ /g, '-');
      for (const alias of [v.slug, looseSlug(v.name), literal]) {
        if (typeof alias !== 'string' || !alias || alias === own || slugsInPlay.has(alias)) continue;
        const prev = found.get(alias);
        found.set(alias, prev === undefined || prev === own ? own : null);
      }
    }
    Object.values(v).forEach(walk);
  };
  walk(state);
  return (slug) => found.get(slug) ?? slug;
}

export class ScenarioError extends Error {}
