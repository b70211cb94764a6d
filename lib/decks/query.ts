import { ABILITIES, CARDS, SETS, type OfficialCard } from '@/lib/cards';
import { findCard } from './findCard';
import { normalizeName } from './normalize';

/**
 * Deck search: every term must hold. A card term (`card:baron`, `ab:rage`, `set:felonie`,
 * `t:incantation`) holds when at least one card of the deck matches it; `-term` when none
 * does. Bare words are looked for in the deck's name, description and author.
 */
export type DeckTerm =
  | { kind: 'cards'; negate: boolean; source: string; slugs: ReadonlySet<string> }
  | { kind: 'text'; negate: boolean; source: string; text: string };

export interface DeckQuery {
  terms: DeckTerm[];
  errors: Array<{ term: string; message: string }>;
}

export interface DeckQueryTarget {
  name: string;
  description: string;
  author: string;
  cards: readonly string[];
}

type CardFilter = (value: string) => ((card: OfficialCard) => boolean) | string;

function byName(value: string) {
  const exact = findCard(value);
  if (exact) return (card: OfficialCard) => card.slug === exact.slug;
  const wanted = normalizeName(value);
  const matches = CARDS.filter((c) => normalizeName(c.name).includes(wanted));
  return matches.length ? (card: OfficialCard) => matches.includes(card) : `No card is named "${value}".`;
}

function byAbility(value: string) {
  const wanted = normalizeName(value);
  const ability = ABILITIES.find((a) => [a.slug, a.nameEn, a.nameFr].some((n) => normalizeName(n) === wanted));
  return ability ? (card: OfficialCard) => card.abilities.some((a) => a.ability === ability.slug) : `"${value}" is not a Special Ability.`;
}

function bySet(value: string) {
  const wanted = normalizeName(value);
  const set = SETS.find((s) => [s.slug, s.nameEn, s.nameFr].some((n) => normalizeName(n) === wanted));
  return set ? (card: OfficialCard) => card.set === set.slug : `"${value}" is not a set.`;
}

function byType(value: string) {
  const wanted = normalizeName(value);
  const type = ['creature', 'incantation'].find((t) => t.startsWith(wanted) && wanted.length > 0);
  return type ? (card: OfficialCard) => card.type === type : `"${value}" is not a card type (creature or incantation).`;
}

const FILTERS: Record<string, CardFilter> = {
  card: byName, c: byName, name: byName,
  ab: byAbility, a: byAbility, ability: byAbility,
  set: bySet, s: bySet, e: bySet,
  t: byType, type: byType,
};

function splitTerms(query: string): string[] {
  return query.match(/-?[\p{L}]+:"[^"]*"?|-?"[^"]*"?|\S+/gu) ?? [];
}

/** Parses a deck search; unknown keys or values are reported and the term is dropped. */
export function parseDeckQuery(query: string): DeckQuery {
  const result: DeckQuery = { terms: [], errors: [] };
  for (const source of splitTerms(query)) {
    const negate = source.startsWith('-') && source.length > 1;
    const body = negate ? source.slice(1) : source;
    const colon = body.indexOf(':');
    const unquote = (s: string) => s.replace(/^"|"$/g, '');
    if (colon <= 0 || body.startsWith('"')) {
      const text = normalizeName(unquote(body));
      if (text) result.terms.push({ kind: 'text', negate, source, text });
      continue;
    }
    const key = body.slice(0, colon).toLowerCase();
    const value = unquote(body.slice(colon + 1));
    const filter = FILTERS[key];
    if (!filter) {
      result.errors.push({ term: source, message: `Unknown search key "${key}:" (use card:, ab:, set: or t:).` });
      continue;
    }
    const test = filter(value);
    if (typeof test === 'string') result.errors.push({ term: source, message: test });
    else result.terms.push({ kind: 'cards', negate, source, slugs: new Set(CARDS.filter(test).map((c) => c.slug)) });
  }
  return result;
}

function holds(term: DeckTerm, deck: DeckQueryTarget): boolean {
  if (term.kind === 'cards') return deck.cards.some((slug) => term.slugs.has(slug));
  return [deck.name, deck.description, deck.author].some((field) => normalizeName(field).includes(term.text));
}

/** Whether a deck satisfies every term of a parsed query. */
export function matchDeck(deck: DeckQueryTarget, query: DeckQuery): boolean {
  return query.terms.every((term) => holds(term, deck) !== term.negate);
}
