import type { AbilitySlug, CardType, OfficialCard } from '../types';
import type { Locale } from '../../i18n/locales';

/** Where a node or warning sits in the query string: `query.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
}

export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type NumericField = 'mana' | 'attack' | 'health' | 'number';
export type IsFlag = 'vanilla' | 'aura' | 'creature' | 'incantation' | 'verified' | 'unverified';

/** What a bare word stands for besides a piece of a card name. */
export type TextReading = { kind: 'ability'; value: AbilitySlug } | { kind: 'type'; value: CardType };

/** A term naming something from a closed list (an unknown value never becomes a node). */
interface ValueTerm<V> extends Span {
  value: V;
  raw: string;
}

export type SearchNode =
  | ({ kind: 'and' | 'or'; children: SearchNode[] } & Span)
  | ({ kind: 'not'; child: SearchNode } & Span)
  /**
   * `text` is normalized (see normalizeText); `raw` is as typed, for display. A bare word or
   * phrase that also spells an ability or a type (or nearly: `fuzzy`) carries that `reading`:
   * the node then matches the name or the reading.
   */
  | ({ kind: 'name'; text: string; raw: string; reading?: TextReading; fuzzy?: boolean } & Span)
  | ({ kind: 'type' } & ValueTerm<CardType>)
  | ({ kind: 'set' } & ValueTerm<string>)
  /** `any`: on the card itself or as an Aura; `aura`: as an Aura; `own`: on the card itself. */
  | ({ kind: 'ability'; scope: 'any' | 'aura' | 'own' } & ValueTerm<AbilitySlug>)
  | ({ kind: 'is' } & ValueTerm<IsFlag>)
  | ({ kind: 'compare'; field: NumericField; op: CompareOp; value: number | 'X' } & Span);

export const SORT_ORDERS = ['set', 'name', 'mana', 'atk', 'hp'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export type WarningCode =
  | 'unknown-key'
  | 'bad-operator'
  | 'bad-number'
  | 'x-operator'
  | 'empty-value'
  | 'unknown-value'
  | 'unknown-sort'
  | 'unclosed-quote'
  | 'unclosed-paren'
  | 'unmatched-paren'
  | 'empty-group'
  | 'dangling-or'
  | 'dangling-negation'
  | 'negated-directive'
  | 'empty-text'
  | 'too-deep';

/** Something in the query that was not understood; the rest of the query is still searched. */
export interface SearchWarning extends Span {
  code: WarningCode;
  /** The offending part of the query, as typed. */
  text: string;
  /** A likely intended replacement for `text` ("ab:rag" → "ab:rage"). */
  suggestion?: string;
  message: Record<Locale, string>;
}

export interface ParsedQuery {
  ast: SearchNode | null;
  warnings: SearchWarning[];
  /** order: and dir: found in the query, if any. */
  order?: SortOrder;
  dir?: SortDir;
}

export interface SearchOptions {
  /** Used when the query has no order: term. Default 'set' (set order, then collector number). */
  order?: SortOrder;
  /** Used when the query has no dir: term. Default 'asc'. */
  dir?: SortDir;
}

/** How a bare word or phrase of the query was read (see the name node's `reading`). */
export interface QueryReading extends Span {
  /** The word or phrase as typed. */
  text: string;
  reading: TextReading;
  /** Read from a near spelling ("Perfforation"), not the exact name. */
  fuzzy: boolean;
  /** Some card names contain the text too: those cards come first. */
  names: boolean;
  /** The same search written with keywords, language-neutral: `ab:sprint`, `name:rage or ab:rage`. */
  query: string;
}

export interface SearchResult {
  cards: OfficialCard[];
  /** Bare words also read as an ability or a type, in query order. */
  readings: QueryReading[];
  warnings: SearchWarning[];
  order: SortOrder;
  dir: SortDir;
  ast: SearchNode | null;
}
