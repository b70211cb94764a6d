import { cardBits } from './cardBits';
import type { DeckTerm } from './query';
import type { QueryNode } from './queryTree';

/** A piece of SQL with its `?` parameters, in order. */
export interface SqlPart {
  text: string;
  params: string[];
}

/**
 * Where the matching decks can be read from an index instead of scanning every deck: a set of
 * deck ids (one column, `id`) that holds every match. `any`: one of several sets will do (the
 * terms of an `and`); `union`: all of them together (the branches of an `or`).
 */
export type DeckIdSource =
  { kind: 'set'; sql: SqlPart } | { kind: 'any'; options: DeckIdSource[] } | { kind: 'union'; parts: DeckIdSource[] };

export interface CompiledDeckQuery {
  /** True for exactly the matching decks; the decks table is `d`. */
  where: SqlPart;
  /** Null when some match can be found by no index (a negation, a very short word): the caller scans. */
  source: DeckIdSource | null;
}

export type SqlDialect = 'sqlite' | 'postgres';

// The trigram indexes (FTS5 trigram, pg_trgm) cannot look up fewer than three characters.
const TRIGRAM = 3;

const part = (text: string, params: string[] = []): SqlPart => ({ text, params });
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function joined(parts: SqlPart[], by: string): SqlPart {
  return part(
    `(${parts.map((p) => p.text).join(by)})`,
    parts.flatMap((p) => p.params),
  );
}

/** Whether the deck holds one of these cards: bit tests on its own row (deck_cards for a card without a bit). */
function holdsOneOf(slugs: ReadonlySet<string>, dialect: SqlDialect): SqlPart {
  const { words, outside } = cardBits(slugs);
  const int = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
  const tests = words.flatMap((word, i) =>
    word === 0n ? [] : [part(`(d.card_bits_${i} & CAST(? AS ${int})) <> 0`, [word.toString()])],
  );
  if (outside.length)
    tests.push(
      part(
        `EXISTS (SELECT 1 FROM deck_cards dc WHERE dc.deck_id = d.id AND dc.card IN (${marks(outside.length)}))`,
        outside,
      ),
    );
  return tests.length ? joined(tests, ' OR ') : part('1 = 0');
}

/** The per-deck test of one term, on the deck's own row. */
function termFilter(term: DeckTerm, dialect: SqlDialect): SqlPart {
  if (term.kind === 'cards') {
    const test = holdsOneOf(term.slugs, dialect);
    return term.negate ? part(`NOT ${test.text}`, test.params) : test;
  }
  // search_text holds the folded name, description and author, one per line: a term (folded the
  // same way, so without line breaks) matches inside one of them only.
  const test = dialect === 'sqlite' ? 'instr(d.search_text, ?) > 0' : 'position(? in d.search_text) > 0';
  return part(term.negate ? `NOT ${test}` : test, [term.text]);
}

/** The decks holding a term, read from an index; null for what no index finds. */
function termSource(term: DeckTerm, dialect: SqlDialect): DeckIdSource | null {
  if (term.negate) return null;
  if (term.kind === 'cards') {
    const slugs = [...term.slugs];
    if (!slugs.length) return { kind: 'set', sql: part('SELECT id FROM decks WHERE 1 = 0') };
    return {
      kind: 'set',
      sql: part(`SELECT DISTINCT deck_id AS id FROM deck_cards WHERE card IN (${marks(slugs.length)})`, slugs),
    };
  }
  if (term.text.length < TRIGRAM) return null;
  // Folded text is only letters, digits and spaces: nothing to escape in a phrase or a LIKE.
  return dialect === 'sqlite'
    ? { kind: 'set', sql: part('SELECT deck_id AS id FROM deck_text WHERE deck_text MATCH ?', [`"${term.text}"`]) }
    : { kind: 'set', sql: part('SELECT id FROM decks WHERE search_text LIKE ?', [`%${term.text}%`]) };
}

function filterOf(node: QueryNode<DeckTerm>, dialect: SqlDialect): SqlPart {
  switch (node.kind) {
    case 'term':
      return termFilter(node.term, dialect);
    case 'not': {
      const inner = filterOf(node.child, dialect);
      return part(`NOT ${inner.text}`, inner.params);
    }
    case 'and':
      return joined(
        node.children.map((child) => filterOf(child, dialect)),
        ' AND ',
      );
    case 'or':
      return joined(
        node.children.map((child) => filterOf(child, dialect)),
        ' OR ',
      );
  }
}

function sourceOf(node: QueryNode<DeckTerm>, dialect: SqlDialect): DeckIdSource | null {
  switch (node.kind) {
    case 'term':
      return termSource(node.term, dialect);
    case 'not':
      return null;
    case 'and': {
      const options = node.children
        .map((child) => sourceOf(child, dialect))
        .filter((s): s is DeckIdSource => s !== null);
      return options.length === 0 ? null : options.length === 1 ? options[0] : { kind: 'any', options };
    }
    case 'or': {
      const parts = node.children.map((child) => sourceOf(child, dialect));
      return parts.every((s): s is DeckIdSource => s !== null) ? { kind: 'union', parts } : null;
    }
  }
}

/**
 * Turns a parsed deck search into SQL, keeping its shape: `and`, `or` and `not` become the same
 * operators over per-deck tests, and the terms that an index can find become a source of
 * candidate ids, so that a selective search reads only its matches.
 */
export function compileDeckQuery(root: QueryNode<DeckTerm>, dialect: SqlDialect): CompiledDeckQuery {
  return { where: filterOf(root, dialect), source: sourceOf(root, dialect) };
}
