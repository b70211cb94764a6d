import { z } from 'zod';
import type { DeckSnapshot } from '@/lib/decks/diff';
import { parseDeckQuery, type DeckQuery } from '@/lib/decks/query';
import { compileDeckQuery, type CompiledDeckQuery } from '@/lib/decks/querySql';
import { createLru } from '@/lib/cache/lru';
import { DEFAULT_VISIBILITY, isVisibility } from '@/lib/decks/visibility';
import { contentKey, indexDeck } from './deckIndex';
import { DECK_SEARCH_LIMITS, searchDecks, type DeckSearchLimits } from './deckSearch';
import { bumpGalleryVersion, readGalleryVersion } from './galleryVersion';
import { recordReader, recordRepo, type RecordRepo, type RecordSpec, type StoredRecord } from './records';
import { createSearchCache, type SearchCacheOptions } from './searchCache';
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
  /** Shared with the search cache: read them, never change them. */
  items: readonly ListedDeck[];
  /** Matches counted, up to DECK_LIST_CAP (lib/db/deckSearch.ts); `more` when there are more. */
  total: number;
  more: boolean;
  /** Only the newest (or most viewed) DECK_SCAN_BUDGET decks were read: nothing in the search narrows it enough. */
  partial: boolean;
  queryErrors: DeckQuery['errors'];
  /** False when nothing of a non-empty search was understood. */
  queryUnderstood: boolean;
  /** Served from the search cache (lib/db/searchCache.ts) rather than searched. */
  cached: boolean;
}

export interface DeckRepo extends Omit<RecordRepo<DeckSnapshot>, 'list'> {
  /** Searches the decks with the deck syntax, one entry per content (exact copies together). */
  list(options: DeckListOptions, limits?: DeckSearchLimits): Promise<DeckList>;
  /** The listed deck with these cards (in any order) and this Champion, if one is saved. */
  findSame(cards: readonly string[], championId: string | null): Promise<ListedDeck | null>;
  /** What the search cache holds now (null: this repository has none, as inside a transaction). */
  cacheSize(): { entries: number; bytes: number } | null;
}

/** The cards column: a list of card slugs (the deck rules judge them). */
export const storedCards = z.array(z.string());

const spec: RecordSpec<DeckSnapshot> = {
  table: 'decks',
  versionsTable: 'deck_versions',
  foreignKey: 'deck_id',
  columns: ['name', 'description', 'author', 'cards', 'champion_id', 'visibility'],
  toColumns: (d) => [
    d.name,
    d.description,
    d.author,
    JSON.stringify(d.cards),
    d.championId,
    d.visibility ?? DEFAULT_VISIBILITY,
  ],
  fromColumns: (row) => ({
    name: String(row.name),
    description: String(row.description),
    author: String(row.author),
    cards: fromJson(row.cards, storedCards, []),
    championId: row.champion_id == null ? null : String(row.champion_id),
    visibility: isVisibility(row.visibility) ? row.visibility : DEFAULT_VISIBILITY,
  }),
  // Every create, update and removal of a deck changes what some search lists.
  async index(tx, id, deck) {
    await indexDeck(tx, id, deck);
    await bumpGalleryVersion(tx);
  },
};

type Found = Pick<DeckList, 'items' | 'total' | 'more' | 'partial'>;
type Read = { parsed: DeckQuery; compiled: CompiledDeckQuery | null; key: string };
// Keys and ids of a page of results, besides its JSON.
const ENTRY_OVERHEAD = 512;
// Searches read (parsed and compiled) kept by their text: a popular search is asked again and
// again, and reading it costs more than the rest of an answer from the cache.
const READS_KEPT = 1000;

/**
 * `searcher`: where the gallery search reads, off the event loop when the driver has one
 * (lib/db/sqliteReader.ts). `cache`: keep search results (never inside a transaction, whose
 * writes may yet be rolled back).
 */
export function deckRepo(
  db: Executor,
  searcher: Pick<Executor, 'dialect' | 'all'> = db,
  cache: SearchCacheOptions | null = null,
): DeckRepo {
  const repo = recordRepo<DeckSnapshot>(db, spec);
  const reader = recordReader(spec);
  const columns = [...reader.columns, 'copies'];
  const toListed = (row: Record<string, unknown>): ListedDeck => ({
    ...reader.toRecord(row),
    copies: Number(row.copies),
  });
  const results =
    cache &&
    createSearchCache<Found>((found) => ENTRY_OVERHEAD + Buffer.byteLength(JSON.stringify(found.items)), cache);
  const reads = createLru<Read>({
    maxEntries: READS_KEPT,
    maxBytes: READS_KEPT * 4096,
    sizeOf: (read) => read.key.length,
  });
  const read = (text: string): Read => {
    let known = reads.get(text);
    if (!known) {
      const parsed = parseDeckQuery(text);
      const compiled = parsed.root ? compileDeckQuery(parsed.root, db.dialect) : null;
      reads.set(text, (known = { parsed, compiled, key: JSON.stringify(compiled) }));
    }
    return known;
  };
  return {
    ...repo,
    async list({ query, sort, limit, offset }, limits = DECK_SEARCH_LIMITS) {
      const { parsed, compiled, key } = read(query ?? '');
      const search = async (): Promise<Found> => {
        const { rows, ...counts } = await searchDecks(searcher, columns, { compiled, sort, limit, offset }, limits);
        return { items: rows.map(toListed), ...counts };
      };
      const queryUnderstood = parsed.root !== null || parsed.errors.length === 0;
      // The key is everything the SQL depends on, so two spellings of one search share an entry;
      // the warnings are the typed text's own and are worked out for each request.
      const { value, hit } = results
        ? await results.get(
            `${key}|${sort}|${limit}|${offset}|${limits.sourceCap}|${limits.scanBudget}|${limits.listCap}`,
            await readGalleryVersion(db),
            search,
          )
        : { value: await search(), hit: false };
      return { ...value, queryErrors: parsed.errors, queryUnderstood, cached: hit };
    },
    async findSame(cards, championId) {
      const [row] = await db.all(
        `SELECT ${columns.join(', ')} FROM decks WHERE content_key = ? AND copies > 0 LIMIT 1`,
        [contentKey(cards, championId)],
      );
      return row ? toListed(row) : null;
    },
    cacheSize: () => (results ? { entries: results.entries, bytes: results.bytes } : null),
  };
}
