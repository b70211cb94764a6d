import type { CompiledDeckQuery, DeckIdSource, SqlPart } from '@/lib/decks/querySql';
import type { Executor, Row } from './sql';

/**
 * The most matches a search counts, and so the deepest it pages: beyond it the gallery says
 * "more than …". Counting every match of a broad search would read every deck.
 */
export const DECK_LIST_CAP = 1000;
// An index source listing more candidates than this is not worth reading in full: the newest
// (or most viewed) decks are scanned instead, and a broad search fills its page at once.
const SOURCE_CAP = 2000;
/**
 * A search that no index narrows (a negation, a word of one or two letters, cards found in most
 * decks) reads at most this many decks, the newest (or most viewed): what one search costs does
 * not grow with the decks stored. `partial` says when older ones were left unread.
 */
export const DECK_SCAN_BUDGET = 5000;

export interface DeckSearchPage {
  /** The search compiled for this database (lib/decks/querySql.ts); null lists every deck. */
  compiled: CompiledDeckQuery | null;
  sort: 'newest' | 'views';
  limit: number;
  offset: number;
}

/** The bounds of one search's work (the defaults above; tests take small ones). */
export interface DeckSearchLimits {
  sourceCap: number;
  scanBudget: number;
  listCap: number;
}

export const DECK_SEARCH_LIMITS: DeckSearchLimits = {
  sourceCap: SOURCE_CAP,
  scanBudget: DECK_SCAN_BUDGET,
  listCap: DECK_LIST_CAP,
};

type Sized = { sql: SqlPart; size: number };

async function sizeOf(db: Pick<Executor, 'dialect' | 'all'>, sql: SqlPart, cap: number): Promise<number> {
  const [row] = await db.all(`SELECT COUNT(*) AS n FROM (${sql.text} LIMIT ${cap}) s`, sql.params);
  return Number(row.n);
}

/** The cheapest way to read a source's candidates, with how many there are (at most `cap`). */
async function cheapest(db: Pick<Executor, 'dialect' | 'all'>, source: DeckIdSource, cap: number): Promise<Sized> {
  if (source.kind === 'set') return { sql: source.sql, size: await sizeOf(db, source.sql, cap) };
  if (source.kind === 'any') {
    let best: Sized | null = null;
    for (const option of source.options) {
      const sized = await cheapest(db, option, cap);
      if (!best || sized.size < best.size) best = sized;
      if (best.size === 0) break;
    }
    return best!;
  }
  const parts: Sized[] = [];
  for (const p of source.parts) parts.push(await cheapest(db, p, cap));
  return {
    sql: { text: parts.map((p) => p.sql.text).join(' UNION '), params: parts.flatMap((p) => p.sql.params) },
    size: Math.min(
      cap,
      parts.reduce((sum, p) => sum + p.size, 0),
    ),
  };
}

/**
 * One page of the gallery: one deck per content (the first saved, with its count of copies),
 * matching the search, and how many match (counted up to DECK_LIST_CAP, `more` beyond;
 * `partial` when only the first `scanBudget` decks could be read).
 */
export async function searchDecks(
  db: Pick<Executor, 'dialect' | 'all'>,
  columns: readonly string[],
  { compiled, sort, limit, offset }: DeckSearchPage,
  { sourceCap, scanBudget, listCap }: DeckSearchLimits = DECK_SEARCH_LIMITS,
): Promise<{ rows: Row[]; total: number; more: boolean; partial: boolean }> {
  const source = compiled?.source ? await cheapest(db, compiled.source, sourceCap) : null;
  const listedOrder = sort === 'views' ? 'views DESC, created_at DESC, seq DESC' : 'created_at DESC, seq DESC';
  const seq = db.dialect === 'sqlite' ? 'rowid AS seq, ' : '';
  // From the source when it is small (SQLite's CROSS JOIN keeps it the outer loop), else from
  // the listed decks in order: all of them without a search, the first DECK_SCAN_BUDGET with one.
  const from =
    source && source.size < sourceCap
      ? {
          sql: `(${source.sql.text}) m ${db.dialect === 'sqlite' ? 'CROSS JOIN' : 'JOIN'} (SELECT ${seq}* FROM decks) d ON d.id = m.id`,
          params: source.sql.params,
          scanned: false,
        }
      : {
          sql: `(SELECT ${seq}* FROM decks WHERE copies > 0 ORDER BY ${listedOrder}${compiled ? ` LIMIT ${scanBudget}` : ''}) d`,
          params: [],
          scanned: compiled !== null,
        };
  const where = `d.copies > 0${compiled ? ` AND ${compiled.where.text}` : ''}`;
  const params = [...from.params, ...(compiled?.where.params ?? [])];
  const order = listedOrder.replace(/(\w+) (DESC)/g, 'd.$1 $2');
  const select = columns.map((c) => `d.${c}`).join(', ');
  const rows = await db.all(`SELECT ${select} FROM ${from.sql} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    offset,
  ]);
  const [count] = await db.all(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${from.sql} WHERE ${where} LIMIT ${listCap + 1}) c`,
    params,
  );
  const n = Number(count.n);
  const partial =
    from.scanned &&
    n <= listCap &&
    Number(
      (await db.all(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM decks WHERE copies > 0 LIMIT ${scanBudget + 1}) c`))[0].n,
    ) > scanBudget;
  return { rows, total: Math.min(n, listCap), more: n > listCap, partial };
}
