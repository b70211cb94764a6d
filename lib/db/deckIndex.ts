import { createHash } from 'node:crypto';
import { cardBits } from '@/lib/decks/cardBits';
import type { DeckSnapshot } from '@/lib/decks/diff';
import { normalizeName } from '@/lib/decks/normalize';
import type { Executor } from './sql';

type Indexed = Pick<DeckSnapshot, 'name' | 'description' | 'author' | 'cards' | 'championId' | 'visibility'>;

// Any number apart from the migrations' lock: it only keeps two savers of one content apart.
const PG_CONTENT_LOCK = 41_524_816;

/** The same key for two decks with the same cards (in any order) and the same Champion. */
export function contentKey(cards: readonly string[], championId: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([[...new Set(cards)].sort(), championId]))
    .digest('base64url');
}

/** Folded name, description and author, one per line, as the search folds its words. */
export function searchText(deck: Pick<Indexed, 'name' | 'description' | 'author'>): string {
  return [deck.name, deck.description, deck.author].map(normalizeName).join('\n');
}

const seqOf = (tx: Executor) => (tx.dialect === 'sqlite' ? 'rowid' : 'seq');

/** The deck stops counting among the copies of its content; the next oldest copy is listed if it was. */
async function leaveGroup(tx: Executor, id: string, key: string, copies: number) {
  if (copies > 0) {
    const [next] = await tx.all(
      `SELECT id FROM decks WHERE content_key = ? AND id <> ? ORDER BY created_at, ${seqOf(tx)} LIMIT 1`,
      [key, id],
    );
    if (next) await tx.run('UPDATE decks SET copies = ? WHERE id = ?', [copies - 1, String(next.id)]);
  } else {
    await tx.run('UPDATE decks SET copies = copies - 1 WHERE content_key = ? AND copies > 0', [key]);
  }
  await tx.run(`UPDATE decks SET content_key = '', copies = 0 WHERE id = ?`, [id]);
}

async function joinGroup(tx: Executor, id: string, key: string) {
  if (tx.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(?, hashtext(?))', [PG_CONTENT_LOCK, key]);
  const [lead] = await tx.all('SELECT id FROM decks WHERE content_key = ? AND copies > 0 LIMIT 1', [key]);
  if (lead) await tx.run('UPDATE decks SET copies = copies + 1 WHERE id = ?', [String(lead.id)]);
  await tx.run('UPDATE decks SET content_key = ?, copies = ? WHERE id = ?', [key, lead ? 0 : 1, id]);
}

async function indexText(tx: Executor, id: string, deck: Indexed | null, textRowid: unknown) {
  const text = deck ? searchText(deck) : '';
  if (tx.dialect === 'postgres') {
    if (deck) await tx.run('UPDATE decks SET search_text = ? WHERE id = ?', [text, id]);
    return;
  }
  // FTS5 finds its rows by rowid only; decks.text_rowid remembers the deck's one.
  if (textRowid != null) await tx.run('DELETE FROM deck_text WHERE rowid = ?', [Number(textRowid)]);
  if (!deck) return;
  const [{ next }] = await tx.all('SELECT IFNULL(MAX(rowid), 0) + 1 AS next FROM deck_text');
  const rowid = textRowid != null ? Number(textRowid) : Number(next);
  await tx.run('INSERT INTO deck_text (rowid, deck_id, text) VALUES (?, ?, ?)', [rowid, id, text]);
  await tx.run('UPDATE decks SET search_text = ?, text_rowid = ? WHERE id = ?', [text, rowid, id]);
}

/**
 * Brings the search indexes and the copy count in step with a deck's current content (null:
 * the deck is about to be removed). Runs inside the write's transaction, on the deck's row.
 */
export async function indexDeck(tx: Executor, id: string, deck: Indexed | null): Promise<void> {
  const textRowid = tx.dialect === 'sqlite' ? ', text_rowid' : '';
  const [row] = await tx.all(`SELECT content_key, copies${textRowid} FROM decks WHERE id = ?`, [id]);
  if (!row) return;
  // An unlisted deck belongs to no group of copies: every gallery query reads listed decks
  // (copies > 0) only, so it is never shown, counted, nor offered as the same deck.
  const key = deck && deck.visibility !== 'unlisted' ? contentKey(deck.cards, deck.championId) : '';
  if (row.content_key !== key) {
    if (row.content_key) await leaveGroup(tx, id, String(row.content_key), Number(row.copies));
    if (key) await joinGroup(tx, id, key);
  }
  await tx.run('DELETE FROM deck_cards WHERE deck_id = ?', [id]);
  const cards = deck ? [...new Set(deck.cards)] : [];
  if (cards.length) {
    await tx.run(
      `INSERT INTO deck_cards (deck_id, card) VALUES ${cards.map(() => '(?, ?)').join(', ')}`,
      cards.flatMap((card) => [id, card]),
    );
  }
  const { words } = cardBits(cards);
  await tx.run(`UPDATE decks SET ${words.map((_, i) => `card_bits_${i} = ?`).join(', ')} WHERE id = ?`, [
    ...words.map((w) => (tx.dialect === 'sqlite' ? w : w.toString())),
    id,
  ]);
  await indexText(tx, id, deck, row.text_rowid);
}
