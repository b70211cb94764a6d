import { CARDS } from '@/lib/cards';
import { searchCards } from '@/lib/cards/search';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { findCard } from './findCard';
import { normalizeName } from './normalize';

/**
 * Deck search: every term must hold. A card term — `card:baron`, or any term of the card
 * search (`ab:rage`, `set:felonie`, `t:incantation`, `m<=2`) — holds when at least one card
 * of the deck matches it; `-term` when none does. Bare words are looked for in the deck's
 * name, description and author.
 */
export type DeckTerm =
  | { kind: 'cards'; negate: boolean; source: string; slugs: ReadonlySet<string> }
  | { kind: 'text'; negate: boolean; source: string; text: string };

/** A term that was not understood: `message` in English (the API's), `messageFr` for French pages. */
export interface DeckQueryError {
  term: string;
  message: string;
  messageFr: string;
}

export interface DeckQuery {
  terms: DeckTerm[];
  errors: DeckQueryError[];
}

type Problem = { en: string; fr: string };
const en = createT(decksMessages, 'en');
const fr = createT(decksMessages, 'fr');
const problem = (key: 'queryNoCard' | 'queryNotCards' | 'queryNothing' | 'queryTooManyTerms', vars: Record<string, string>): Problem =>
  ({ en: en(key, vars), fr: fr(key, vars) });

/** The longest deck search read, in characters (the gallery and its API refuse longer ones). */
export const DECK_QUERY_MAX = 200;
/**
 * The most distinct terms a deck search takes: every term is tried on every deck, so this bounds
 * what one search can cost; no real search needs more.
 */
export const DECK_QUERY_MAX_TERMS = 12;

export interface DeckQueryTarget {
  name: string;
  description: string;
  author: string;
  cards: readonly string[];
}

// card:/c:/carte: picks cards by name; every other key is the card search's own syntax.
const CARD_KEYS = new Set(['card', 'c', 'carte']);
const KEYED = /^([\p{L}]+)(!=|<=|>=|<|>|=|:)/u;

function byName(value: string): ReadonlySet<string> | Problem {
  const exact = findCard(value);
  if (exact) return new Set([exact.slug]);
  const wanted = normalizeName(value);
  const matches = wanted ? CARDS.filter((c) => normalizeName(c.name).includes(wanted)) : [];
  return matches.length ? new Set(matches.map((c) => c.slug)) : problem('queryNoCard', { name: value });
}

function bySearch(term: string): ReadonlySet<string> | Problem {
  const result = searchCards(term);
  if (result.warnings.length) return { en: result.warnings.map((w) => w.message.en).join(' '), fr: result.warnings.map((w) => w.message.fr).join(' ') };
  if (!result.ast) return problem('queryNotCards', { term });
  return new Set(result.cards.map((c) => c.slug));
}

const unquote = (s: string) => s.replace(/^"|"$/g, '');

function splitTerms(query: string): string[] {
  return query.match(/-?[\p{L}]+:"[^"]*"?|-?"[^"]*"?|\S+/gu) ?? [];
}

/**
 * Parses a deck search; unknown keys or values are reported and the term is dropped, and so
 * is a term with nothing to look for ("(((", `""`), which would otherwise match every deck.
 */
export function parseDeckQuery(query: string): DeckQuery {
  const result: DeckQuery = { terms: [], errors: [] };
  // A repeated term adds nothing but its cost.
  const sources = [...new Set(splitTerms(query))];
  if (sources.length > DECK_QUERY_MAX_TERMS) {
    const tooMany = problem('queryTooManyTerms', { max: String(DECK_QUERY_MAX_TERMS), count: String(sources.length) });
    result.errors.push({ term: query, message: tooMany.en, messageFr: tooMany.fr });
    return result;
  }
  for (const source of sources) {
    const negate = source.startsWith('-') && source.length > 1;
    const body = negate ? source.slice(1) : source;
    const keyed = body.match(KEYED);
    if (!keyed) {
      const text = normalizeName(unquote(body));
      if (text) result.terms.push({ kind: 'text', negate, source, text });
      else {
        const nothing = problem('queryNothing', { term: source });
        result.errors.push({ term: source, message: nothing.en, messageFr: nothing.fr });
      }
      continue;
    }
    const key = keyed[1].toLowerCase();
    const slugs = CARD_KEYS.has(key) && keyed[2] === ':' ? byName(unquote(body.slice(keyed[0].length))) : bySearch(body);
    if ('en' in slugs) result.errors.push({ term: source, message: slugs.en, messageFr: slugs.fr });
    else result.terms.push({ kind: 'cards', negate, source, slugs });
  }
  return result;
}

/** Whether a deck satisfies every term of a parsed query. Its texts are folded once, not once per term. */
export function matchDeck(deck: DeckQueryTarget, query: DeckQuery): boolean {
  let texts: string[] | null = null;
  return query.terms.every((term) => {
    if (term.kind === 'cards') return deck.cards.some((slug) => term.slugs.has(slug)) !== term.negate;
    texts ??= [normalizeName(deck.name), normalizeName(deck.description), normalizeName(deck.author)];
    return texts.some((text) => text.includes(term.text)) !== term.negate;
  });
}
