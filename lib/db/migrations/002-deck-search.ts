import { CARD_BITS_WORDS } from '@/lib/decks/cardBits';
import { indexDeck } from '../deckIndex';
import { storedCards } from '../decks';
import { fromJson, type Executor } from '../sql';
import type { Migration } from './types';

// The gallery search reads indexes instead of every deck:
// - deck_cards: one row per card of a deck (card terms, and abilities through their cards),
//   and the same as bits of card_bits_0… (lib/decks/cardBits.ts) to test a deck's own row;
// - search_text: the folded name, description and author, found by trigrams (FTS5's trigram
//   table deck_text on SQLite, whose row is decks.text_rowid; pg_trgm's GIN index on PostgreSQL);
// - content_key: the deck's cards and Champion; `copies`, kept on the oldest deck of each
//   content (0 on the others), lets the gallery list exact copies once.
const bitColumns = Array.from({ length: CARD_BITS_WORDS }, (_, i) => `card_bits_${i}`);

export const deckSearch: Migration = {
  version: 2,
  name: 'deck-search',
  sqlite: [
    `ALTER TABLE decks ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`,
    `ALTER TABLE decks ADD COLUMN text_rowid INTEGER`,
    `ALTER TABLE decks ADD COLUMN content_key TEXT NOT NULL DEFAULT ''`,
    `ALTER TABLE decks ADD COLUMN copies INTEGER NOT NULL DEFAULT 0`,
    ...bitColumns.map((column) => `ALTER TABLE decks ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`),
    `CREATE TABLE deck_cards (
      deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE, card TEXT NOT NULL,
      PRIMARY KEY (deck_id, card)) WITHOUT ROWID`,
    `CREATE INDEX deck_cards_by_card ON deck_cards (card, deck_id)`,
    `CREATE VIRTUAL TABLE deck_text USING fts5 (deck_id UNINDEXED, text, tokenize = 'trigram')`,
    `CREATE INDEX decks_by_content ON decks (content_key)`,
    `CREATE INDEX decks_listed_by_created ON decks (created_at DESC) WHERE copies > 0`,
    `CREATE INDEX decks_listed_by_views ON decks (views DESC, created_at DESC) WHERE copies > 0`,
  ],
  postgres: [
    // In public, whatever the search_path: every schema of the database finds it there.
    `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
    `ALTER TABLE decks ADD COLUMN search_text TEXT NOT NULL DEFAULT '',
      ADD COLUMN content_key TEXT NOT NULL DEFAULT '', ADD COLUMN copies INTEGER NOT NULL DEFAULT 0,
      ${bitColumns.map((column) => `ADD COLUMN ${column} BIGINT NOT NULL DEFAULT 0`).join(', ')}`,
    `CREATE TABLE deck_cards (
      deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE, card TEXT NOT NULL,
      PRIMARY KEY (deck_id, card))`,
    `CREATE INDEX deck_cards_by_card ON deck_cards (card, deck_id)`,
    `CREATE INDEX decks_search_text ON decks USING gin (search_text public.gin_trgm_ops)`,
    `CREATE INDEX decks_by_content ON decks (content_key)`,
    `CREATE INDEX decks_listed_by_created ON decks (created_at DESC, seq DESC) WHERE copies > 0`,
    `CREATE INDEX decks_listed_by_views ON decks (views DESC, created_at DESC, seq DESC) WHERE copies > 0`,
  ],
  async backfill(tx: Executor) {
    // Oldest first, so that the first deck of each content becomes the one the gallery lists.
    const seq = tx.dialect === 'sqlite' ? 'rowid' : 'seq';
    const ids = await tx.all(`SELECT id FROM decks ORDER BY created_at, ${seq}`);
    for (const { id } of ids) {
      const [row] = await tx.all('SELECT name, description, author, cards, champion_id FROM decks WHERE id = ?', [
        String(id),
      ]);
      await indexDeck(tx, String(id), {
        name: String(row.name),
        description: String(row.description),
        author: String(row.author),
        cards: fromJson(row.cards, storedCards, []),
        championId: row.champion_id == null ? null : String(row.champion_id),
      });
    }
  },
};
