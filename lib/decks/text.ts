import { CARDS, getCard } from '@/lib/cards';
import { compactText } from '@/lib/cards/normalize';
import { closest } from '@/lib/cards/search/editDistance';
import { findCard } from './findCard';

/** A line not read as typed; the builder words it from `code`. */
export type DeckTextProblem =
  /** No card has that name; `suggestion` is the slug of a close one ("Assasin" → assassin). */
  | { code: 'unknown'; text: string; suggestion?: string }
  /** "2 Baron": a deck holds each card once, so one copy was kept. */
  | { code: 'quantity'; text: string; card: string; count: number }
  /** The card was already listed (kept once). */
  | { code: 'repeated'; text: string; card: string };

export interface ParsedDeckText {
  /** Recognised cards, in order, without repeats. */
  cards: string[];
  /** Lines not read as typed, in list order. */
  problems: DeckTextProblem[];
}

// "2x Baron", "Baron x1", "1 Baron": the number is read, and anything but 1 is pointed out.
const QUANTITY = /^(?:(\d+)\s*x\s+|(\d+)\s+|x\s*(\d+)\s+)|(?:\s+x\s*(\d+)|\s+(\d+)\s*x)$/i;
const NAMES = CARDS.map((card) => ({ key: compactText(card.name), value: card.slug }));

/** A line without its comment (`typed`), and the card name in it without its quantity. */
function readLine(raw: string): { typed: string; line: string; count: number } {
  const typed = raw.replace(/(?:#|\/\/).*$/, '').trim();
  const quantity = QUANTITY.exec(typed);
  const count = quantity ? Number(quantity.slice(1).find((n) => n !== undefined)) : 1;
  return { typed, line: typed.replace(QUANTITY, '').trim(), count };
}

/**
 * Reads a deck list: one card per line by printed name or slug, accents and case ignored.
 * Blank lines and comments (`#`, `//`) are ignored; a quantity is read and, unless it is 1,
 * reported (a deck holds each card once).
 */
export function parseDeckText(text: string): ParsedDeckText {
  const result: ParsedDeckText = { cards: [], problems: [] };
  for (const raw of text.split(/\r?\n/)) {
    const { typed, line, count } = readLine(raw);
    if (!line) continue;
    const card = findCard(line);
    if (!card) {
      const suggestion = closest(compactText(line), NAMES);
      result.problems.push({ code: 'unknown', text: line, ...(suggestion ? { suggestion } : {}) });
    } else if (result.cards.includes(card.slug)) {
      result.problems.push({ code: 'repeated', text: typed, card: card.slug });
    } else {
      result.cards.push(card.slug);
      if (count !== 1) result.problems.push({ code: 'quantity', text: typed, card: card.slug, count });
    }
  }
  return result;
}

/** The list with the line that named `problem`'s unknown card naming its suggestion instead. */
export function applySuggestion(text: string, problem: Extract<DeckTextProblem, { code: 'unknown' }>): string {
  const name = problem.suggestion && getCard(problem.suggestion)?.name;
  if (!name) return text;
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((raw) => readLine(raw).line === problem.text);
  if (at >= 0) lines[at] = lines[at].replace(problem.text, name);
  return lines.join('\n');
}

/** One printed card name per line (unknown slugs are written as they are). */
export function formatDeckText(slugs: readonly string[]): string {
  return slugs.map((slug) => getCard(slug)?.name ?? slug).join('\n') + (slugs.length ? '\n' : '');
}
