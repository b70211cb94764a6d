import { cardIndex } from './cardIndex';

/**
 * A deck's cards as bits of a few integer columns (card_bits_0…), by each card's stable index
 * (lib/decks/cardIndex.ts): testing a card term is then arithmetic on the deck's own row. 60
 * bits a word keeps every value a positive 64-bit integer in SQLite and PostgreSQL.
 */
export const CARD_BITS_WORD = 60;
export const CARD_BITS_WORDS = 5;

/** One mask per word (as BigInt), and the cards whose index lies beyond the columns. */
export function cardBits(slugs: Iterable<string>): { words: bigint[]; outside: string[] } {
  const words = Array.from({ length: CARD_BITS_WORDS }, () => 0n);
  const outside: string[] = [];
  for (const slug of slugs) {
    const index = cardIndex(slug);
    const word = index === undefined ? CARD_BITS_WORDS : Math.floor(index / CARD_BITS_WORD);
    if (word >= CARD_BITS_WORDS) outside.push(slug);
    else words[word] |= 1n << BigInt(index! % CARD_BITS_WORD);
  }
  return { words, outside };
}
