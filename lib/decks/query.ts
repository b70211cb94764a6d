import { CARDS } from '@/lib/cards';
import { searchCards } from '@/lib/cards/search';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { findCard } from './findCard';
import { normalizeName } from './normalize';
import { isConnective, parseQueryTree, splitDeckQuery, type QueryNode, type ShapeProblem } from './queryTree';

/**
 * Deck search: every term must hold, unless `or` offers alternatives; parentheses group terms
 * and `-(…)` excludes a group (see queryTree). A card term — `card:baron`, or any term of the card
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
  /** Every term understood, once each. */
  terms: DeckTerm[];
  /** How the terms combine; null when there is nothing to check (every deck matches). */
  root: QueryNode<DeckTerm> | null;
  /** What was not understood and left out: the rest is still searched. */
  errors: DeckQueryError[];
}

type Problem = { en: string; fr: string };
const en = createT(decksMessages, 'en');
const fr = createT(decksMessages, 'fr');
type ProblemKey =
  | 'queryNoCard'
  | 'queryNotCards'
  | 'queryNothing'
  | 'queryTooManyTerms'
  | 'queryDanglingOr'
  | 'queryUnmatchedClose'
  | 'queryEmptyGroup';
const problem = (key: ProblemKey, vars: Record<string, string>): Problem => ({ en: en(key, vars), fr: fr(key, vars) });
const SHAPE_KEYS: Record<ShapeProblem['code'], ProblemKey> = {
  'dangling-or': 'queryDanglingOr',
  'unmatched-close': 'queryUnmatchedClose',
  'empty-group': 'queryEmptyGroup',
};

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

// card:/carte: (and their plurals, c:) pick cards by name, in either language whatever the
// page's; every other key is the card search's own syntax, which takes both languages too.
const CARD_KEYS = new Set(['card', 'cards', 'c', 'carte', 'cartes']);
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
  if (result.warnings.length)
    return {
      en: result.warnings.map((w) => w.message.en).join(' '),
      fr: result.warnings.map((w) => w.message.fr).join(' '),
    };
  if (!result.ast) return problem('queryNotCards', { term });
  return new Set(result.cards.map((c) => c.slug));
}

const unquote = (s: string) => s.replace(/^"|"$/g, '');

/** One term's meaning, or the problem that leaves it out. */
function readTerm(source: string): DeckTerm | Problem {
  const negate = source.startsWith('-') && source.length > 1;
  const body = negate ? source.slice(1) : source;
  const keyed = body.match(KEYED);
  if (!keyed) {
    const text = normalizeName(unquote(body));
    return text ? { kind: 'text', negate, source, text } : problem('queryNothing', { term: source });
  }
  const key = keyed[1].toLowerCase();
  const slugs = CARD_KEYS.has(key) && keyed[2] === ':' ? byName(unquote(body.slice(keyed[0].length))) : bySearch(body);
  return 'en' in slugs ? slugs : { kind: 'cards', negate, source, slugs };
}

/**
 * Parses a deck search. A term that is not understood — an unknown key or value, nothing to look
 * for ("!!!", `""`), which would otherwise match every deck — is reported and left out, and so
 * is a dangling `or` or a stray parenthesis; the rest is searched.
 */
export function parseDeckQuery(query: string): DeckQuery {
  const tokens = splitDeckQuery(query);
  const distinct = new Set(tokens.filter((token) => !isConnective(token)));
  if (distinct.size > DECK_QUERY_MAX_TERMS) {
    const tooMany = problem('queryTooManyTerms', { max: String(DECK_QUERY_MAX_TERMS), count: String(distinct.size) });
    return { terms: [], root: null, errors: [{ term: query, message: tooMany.en, messageFr: tooMany.fr }] };
  }
  // A repeated term is read once and reported once: it adds nothing but its cost.
  const read = new Map<string, DeckTerm | Problem>();
  const { root, problems } = parseQueryTree(tokens, (source) => {
    if (!read.has(source)) read.set(source, readTerm(source));
    const meaning = read.get(source)!;
    return 'en' in meaning ? null : meaning;
  });
  const errors = new Map<string, DeckQueryError>();
  for (const [term, meaning] of read)
    if ('en' in meaning) errors.set(term, { term, message: meaning.en, messageFr: meaning.fr });
  for (const shape of problems) {
    const said = problem(SHAPE_KEYS[shape.code], { term: shape.text });
    errors.set(shape.text, { term: shape.text, message: said.en, messageFr: said.fr });
  }
  const terms = [...read.values()].filter((meaning): meaning is DeckTerm => !('en' in meaning));
  return { terms, root, errors: [...errors.values()] };
}

function holds(node: QueryNode<DeckTerm>, deck: DeckQueryTarget, texts: () => string[]): boolean {
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => holds(child, deck, texts));
    case 'or':
      return node.children.some((child) => holds(child, deck, texts));
    case 'not':
      return !holds(node.child, deck, texts);
    case 'term': {
      const { term } = node;
      if (term.kind === 'cards') return deck.cards.some((slug) => term.slugs.has(slug)) !== term.negate;
      return texts().some((text) => text.includes(term.text)) !== term.negate;
    }
  }
}

/** Whether a deck satisfies a parsed query. Its texts are folded once, not once per term. */
export function matchDeck(deck: DeckQueryTarget, query: DeckQuery): boolean {
  if (!query.root) return true;
  let folded: string[] | null = null;
  const texts = () =>
    (folded ??= [normalizeName(deck.name), normalizeName(deck.description), normalizeName(deck.author)]);
  return holds(query.root, deck, texts);
}
