import { PRECONSTRUCTED } from '@/lib/cards';
import {
  addCard,
  CHAMPION_ID_PATTERN,
  decodeDeck,
  DECK_SIZE,
  encodeDeck,
  findCard,
  type DeckCodeErrorCode,
  type DeckError,
} from '@/lib/decks';

/** The deck being built: card slugs in the order they were added, and a Champion id. */
export interface BuilderDeck {
  cards: string[];
  championId: string | null;
}

/** Something to tell the reader about the address they opened (translated by the page). */
export type BuilderNotice =
  | { kind: 'code-error'; input: string; code: DeckCodeErrorCode }
  | { kind: 'rule'; error: DeckError }
  | { kind: 'unknown-precon'; name: string }
  | { kind: 'bad-champion'; input: string }
  | { kind: 'precon-loaded'; number: number }
  | { kind: 'code-loaded' };

export type BuilderParams = Record<string, string | string[] | undefined>;

// A deck in progress lists its slugs; nothing longer is read from an address.
const MAX_CARDS_PARAM = 600;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The query string that reopens a deck in the builder: `code=` once the 8 cards are there
 * (the same code as /d/<code>), else `cards=slug,slug` and `champion=`.
 */
export function writeBuilderQuery(deck: BuilderDeck): string {
  const params = new URLSearchParams();
  if (deck.cards.length === DECK_SIZE) {
    try {
      params.set('code', encodeDeck(deck.cards, deck.championId));
      return params.toString();
    } catch {
      // An invalid deck falls through to the plain list, which keeps what was typed.
    }
  }
  if (deck.cards.length) params.set('cards', deck.cards.join(','));
  if (deck.championId) params.set('champion', deck.championId);
  return params.toString();
}

/** Whether two decks hold the same cards (in any order) and the same Champion. */
export function sameDeck(a: BuilderDeck, b: BuilderDeck): boolean {
  return (
    a.championId === b.championId &&
    a.cards.length === b.cards.length &&
    a.cards.every((slug) => b.cards.includes(slug))
  );
}

/** Cards named by slug or printed name (any case, with or without accents), as the text import reads them. */
function addAll(deck: BuilderDeck, names: readonly string[], notices: BuilderNotice[]): void {
  for (const name of names) {
    const edit = addCard(deck.cards, findCard(name)?.slug ?? name);
    if (edit.ok) deck.cards = edit.cards;
    else notices.push({ kind: 'rule', error: edit.error });
  }
}

/**
 * The deck an address asks for: `?code=`, `?from=deck-1..4` or `?cards=`, then `?add=<slug>`
 * on top, then `?champion=`. Never throws: every refused part becomes a notice.
 */
export function readBuilderQuery(params: BuilderParams): { deck: BuilderDeck; notices: BuilderNotice[] } {
  const deck: BuilderDeck = { cards: [], championId: null };
  const notices: BuilderNotice[] = [];
  const code = first(params.code);
  const from = first(params.from);
  const cards = first(params.cards);
  if (code !== undefined) {
    const decoded = decodeDeck(code);
    if (decoded.ok) {
      deck.cards = decoded.cards;
      deck.championId = decoded.championId ?? null;
      notices.push({ kind: 'code-loaded' });
    } else notices.push({ kind: 'code-error', input: code.slice(0, 80), code: decoded.error.code });
  } else if (from !== undefined) {
    const index = PRECONSTRUCTED.findIndex((d) => d.slug === from);
    if (index >= 0) {
      deck.cards = [...PRECONSTRUCTED[index].cards];
      notices.push({ kind: 'precon-loaded', number: index + 1 });
    } else notices.push({ kind: 'unknown-precon', name: from.slice(0, 40) });
  } else if (cards) {
    addAll(
      deck,
      cards
        .slice(0, MAX_CARDS_PARAM)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      notices,
    );
  }
  const add = first(params.add);
  if (add) addAll(deck, [add.trim()], notices);
  const champion = first(params.champion);
  if (champion && !deck.championId) {
    if (CHAMPION_ID_PATTERN.test(champion)) deck.championId = champion;
    else notices.push({ kind: 'bad-champion', input: champion.slice(0, 40) });
  }
  return { deck, notices };
}
