import { getCard } from '@/lib/cards';
import { findCard } from './findCard';

export interface ParsedDeckText {
  /** Recognised cards, in order, without repeats. */
  cards: string[];
  /** Lines that name no card, as typed (trimmed). */
  unknown: string[];
  /** Cards named more than once (kept once in `cards`). */
  repeated: string[];
}

// "2x Baron", "Baron x1", "1 Baron": a quantity is ignored (a deck has one copy of each card).
const QUANTITY = /^(?:\d+\s*x\s+|\d+\s+|x\s*\d+\s+)|(?:\s+x\s*\d+|\s+\d+\s*x)$/i;

/**
 * Reads a deck list: one card per line by printed name or slug, accents and case ignored.
 * Blank lines, quantity prefixes/suffixes and comments (`#`, `//`) are ignored.
 */
export function parseDeckText(text: string): ParsedDeckText {
  const result: ParsedDeckText = { cards: [], unknown: [], repeated: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(?:#|\/\/).*$/, '').trim().replace(QUANTITY, '').trim();
    if (!line) continue;
    const card = findCard(line);
    if (!card) result.unknown.push(line);
    else if (result.cards.includes(card.slug)) result.repeated.push(card.slug);
    else result.cards.push(card.slug);
  }
  return result;
}

/** One printed card name per line (unknown slugs are written as they are). */
export function formatDeckText(slugs: readonly string[]): string {
  return slugs.map((slug) => getCard(slug)?.name ?? slug).join('\n') + (slugs.length ? '\n' : '');
}
