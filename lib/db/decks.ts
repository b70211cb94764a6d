import type { DeckSnapshot } from '@/lib/decks/diff';
import { matchDeck, parseDeckQuery, type DeckQuery } from '@/lib/decks/query';
import { recordRepo, type RecordRepo, type StoredRecord } from './records';
import { fromJson, type Executor } from './sql';

export type SavedDeck = StoredRecord<DeckSnapshot>;

export interface DeckListOptions {
  /** Deck search syntax (lib/decks/query.ts): `card:baron ab:rage`. */
  query?: string;
  sort: 'newest' | 'views';
  limit: number;
  offset: number;
}

export interface DeckRepo extends Omit<RecordRepo<DeckSnapshot>, 'list'> {
  /** `queryErrors`: parts of the search left out; `queryUnderstood`: false when nothing of a non-empty search was understood. */
  list(options: DeckListOptions): Promise<{ items: SavedDeck[]; total: number; queryErrors: DeckQuery['errors']; queryUnderstood: boolean }>;
}

export function deckRepo(db: Executor): DeckRepo {
  const repo = recordRepo<DeckSnapshot>(db, {
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
  });
  return {
    ...repo,
    async list({ query, ...page }) {
      const parsed = parseDeckQuery(query ?? '');
      const filter = parsed.terms.length ? (deck: SavedDeck) => matchDeck(deck, parsed) : undefined;
      return { ...(await repo.list({ ...page, filter })), queryErrors: parsed.errors, queryUnderstood: parsed.root !== null || parsed.errors.length === 0 };
    },
  };
}
