import type { DeckTerm } from '@/lib/decks/query';
import { compileDeckQuery, type DeckIdSource, type SqlPart } from '@/lib/decks/querySql';
import type { QueryNode } from '@/lib/decks/queryTree';
import type { Executor, Row } from './sql';

/**
 * The most matches a search counts, and so the deepest it pages: beyond it the gallery says
 * "more than …". Counting every match of a broad search would read every deck.
 */
export const DECK_LIST_CAP = 1000;
// An index source listing more candidates than this is not worth reading in full: the newest
// (or most viewed) decks are scanned instead, and a broad search fills its page at once.
const SOURCE_CAP = 2000;

export interface DeckSearchPage {
  root: QueryNode<DeckTerm> | null;
  sort: 'newest' | 'views';
  limit: number;
  offset: number;
}

type Sized = { sql: SqlPart; size: number };

async function sizeOf(db: Executor, sql: SqlPart): Promise<number> {
  const [row] = await db.all(`SELECT COUNT(*) AS n FROM (${sql.text} LIMIT ${SOURCE_CAP}) s`, sql.params);
  return Number(row.n);
}

/** The cheapest way to read a source's candidates, with how many there are (at most SOURCE_CAP). */
async function cheapest(db: Executor, source: DeckIdSource): Promise<Sized> {
  if (source.kind === 'set') return { sql: source.sql, size: await sizeOf(db, source.sql) };
  if (source.kind === 'any') {
    let best: Sized | null = null;
    for (const option of source.options) {
      const sized = await cheapest(db, option);
      if (!best || sized.size < best.size) best = sized;
      if (best.size === 0) break;
    }
    return best!;
  }
  const parts: Sized[] = [];
  for (const p of source.parts) parts.push(await cheapest(db, p));
  return {
    sql: { text: parts.map((p) => p.sql.text).join(' UNION '), params: parts.flatMap((p) => p.sql.params) },
    size: Math.min(SOURCE_CAP, parts.reduce((sum, p) => sum + p.size, 0)),
  };
}

/**
 * One page of the gallery: one deck per content (the first saved, with its count of copies),
 * matching the search, and how many match (counted up to DECK_LIST_CAP, `more` beyond).
 */
export async function searchDecks(db: Executor, columns: readonly string[], { root, sort, limit, offset }: DeckSearchPage): Promise<{ rows: Row[]; total: number; more: boolean }> {
  const compiled = root ? compileDeckQuery(root, db.dialect) : null;
  const source = compiled?.source ? await cheapest(db, compiled.source) : null;
  // Reading from the source only pays when it is small; SQLite's CROSS JOIN keeps it the outer loop.
  const from = source && source.size < SOURCE_CAP ? source : null;
  const join = db.dialect === 'sqlite' ? 'CROSS JOIN' : 'JOIN';
  const fromSql = from ? `(${from.sql.text}) m ${join} decks d ON d.id = m.id` : 'decks d';
  const where = `d.copies > 0${compiled ? ` AND ${compiled.where.text}` : ''}`;
  const params = [...(from?.sql.params ?? []), ...(compiled?.where.params ?? [])];
  const seq = db.dialect === 'sqlite' ? 'd.rowid' : 'd.seq';
  const order = sort === 'views' ? `d.views DESC, d.created_at DESC, ${seq} DESC` : `d.created_at DESC, ${seq} DESC`;
  const select = columns.map((c) => `d.${c}`).join(', ');
  const rows = await db.all(`SELECT ${select} FROM ${fromSql} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [...params, limit, offset]);
  const [count] = await db.all(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${fromSql} WHERE ${where} LIMIT ${DECK_LIST_CAP + 1}) c`, params);
  const n = Number(count.n);
  return { rows, total: Math.min(n, DECK_LIST_CAP), more: n > DECK_LIST_CAP };
}
