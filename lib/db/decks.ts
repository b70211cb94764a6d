import type { DeckSnapshot } from '@/lib/decks/diff';
import { parseDeckQuery, type DeckQuery } from '@/lib/decks/query';
import { contentKey, indexDeck } from './deckIndex';
import { searchDecks, type DeckSearchLimits } from './deckSearch';
import { recordReader, recordRepo, type RecordRepo, type RecordSpec, type StoredRecord } from './records';
import { fromJson, type Executor } from './sql';

export type SavedDeck = StoredRecord<DeckSnapshot>;
/** A gallery entry: the first deck saved with its content, and how many decks hold that content. */
export type ListedDeck = SavedDeck & { copies: number };

export interface DeckListOptions {
  /** Deck search syntax (lib/decks/query.ts): `card:baron ab:rage`. */
  query?: string;
  sort: 'newest' | 'views';
  limit: number;
  offset: number;
}

export interface DeckList {
  items: ListedDeck[];
  /** Matches counted, up to DECK_LIST_CAP (lib/db/deckSearch.ts); `more` when there are more. */
  total: number;
  more: boolean;
  /** Only the newest (or most viewed) DECK_SCAN_BUDGET decks were read: nothing in the search narrows it enough. */
  partial: boolean;
  queryErrors: DeckQuery['errors'];
  /** False when nothing of a non-empty search was understood. */
  queryUnderstood: boolean;
}

export interface DeckRepo extends Omit<RecordRepo<DeckSnapshot>, 'list'> {
  /** Searches the decks with the deck syntax, one entry per content (exact copies together). */
  list(options: DeckListOptions, limits?: DeckSearchLimits): Promise<DeckList>;
  /** The listed deck with these cards (in any order) and this Champion, if one is saved. */
  findSame(cards: readonly string[], championId: string | null): Promise<ListedDeck | null>;
}

const spec: RecordSpec<DeckSnapshot> = {
  table: 'decks',
  versionsTable: 'deck_versions',
  foreignKey: 'deck_id',
  columns: ['name', 'description', 'author', 'cards', 'champion_id'],
  toColumns: (d) => [d.name, d.description, d.author, JSON.stringify(d.cards), d.championId],
  fromColumns: (row) => ({
    name: String(row.name),
    description: String(row.description),
    author: String(row.author),
    cards: fromJson<string[]>(row.cards),
    championId: row.champion_id == null ? null : String(row.champion_id),
  }),
  index: indexDeck,
};

/** `searcher`: where the gallery search reads, off the event loop when the driver has one (lib/db/sqliteReader.ts). */
export function deckRepo(db: Executor, searcher: Pick<Executor, 'dialect' | 'all'> = db): DeckRepo {
  const repo = recordRepo<DeckSnapshot>(db, spec);
  const reader = recordReader(spec);
  const columns = [...reader.columns, 'copies'];
  const toListed = (row: Record<string, unknown>): ListedDeck => ({ ...reader.toRecord(row), copies: Number(row.copies) });
  return {
    ...repo,
    async list({ query, ...page }, limits) {
      const parsed = parseDeckQuery(query ?? '');
      const { rows, total, more, partial } = await searchDecks(searcher, columns, { ...page, root: parsed.root }, limits);
      return { items: rows.map(toListed), total, more, partial, queryErrors: parsed.errors, queryUnderstood: parsed.root !== null || parsed.errors.length === 0 };
    },
    async findSame(cards, championId) {
      const [row] = await db.all(`SELECT ${columns.join(', ')} FROM decks WHERE content_key = ? AND copies > 0 LIMIT 1`, [contentKey(cards, championId)]);
      return row ? toListed(row) : null;
    },
  };
}
