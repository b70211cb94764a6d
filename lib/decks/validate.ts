import { CARD_TYPES, getCard, type Card } from '@/lib/cards';

export const DECK_SIZE = 8;
/** Champion ids are the storage's public ids (see lib/db/ids.ts). */
export const CHAMPION_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

export type DeckErrorCode =
  | 'unknown-card'
  | 'duplicate'
  | 'not-playable'
  | 'too-many-cards'
  | 'too-few-cards'
  | 'too-many-champions'
  | 'bad-champion'
  | 'not-in-deck';

/** A rule broken by a deck. `message` is English; the UI translates by `code` and its params. */
export interface DeckError {
  code: DeckErrorCode;
  message: string;
  slug?: string;
  count?: number;
}

export interface DeckValidation {
  ok: boolean;
  /** True when the deck has no errors other than having fewer than 8 cards. */
  partialOk: boolean;
  errors: DeckError[];
}

export type CardResolver = (slug: string) => Card | undefined;

function label(slug: string, resolve: CardResolver): string {
  return resolve(slug)?.name ?? slug;
}

/** Errors for a single card against the cards already in the deck (no size check). */
export function cardErrors(deck: readonly string[], slug: string, resolve: CardResolver = getCard): DeckError[] {
  const card = resolve(slug);
  if (!card) return [{ code: 'unknown-card', slug, message: `Unknown card: "${slug}"` }];
  if (!(CARD_TYPES as readonly string[]).includes(card.type)) {
    return [{ code: 'not-playable', slug, message: `${card.name} is not a Creature or an Incantation` }];
  }
  if (deck.includes(slug)) return [{ code: 'duplicate', slug, message: `${card.name} is already in the deck` }];
  return [];
}

function championErrors(champion: string | readonly string[] | null | undefined): DeckError[] {
  if (champion == null) return [];
  const list = typeof champion === 'string' ? [champion] : champion;
  if (list.length > 1) {
    return [
      {
        code: 'too-many-champions',
        count: list.length,
        message: `A deck has at most one Champion (${list.length} given)`,
      },
    ];
  }
  if (list.length === 1 && !CHAMPION_ID_PATTERN.test(list[0])) {
    return [{ code: 'bad-champion', message: `"${list[0]}" is not a Champion id` }];
  }
  return [];
}

/**
 * Checks every deck-building rule. A deck is complete with exactly 8 different Creature or
 * Incantation cards and at most one Champion (referenced by id).
 */
export function validateDeck(
  cards: readonly string[],
  champion?: string | readonly string[] | null,
  resolve: CardResolver = getCard,
): DeckValidation {
  const errors: DeckError[] = [];
  const seen: string[] = [];
  for (const slug of cards) {
    const problems = cardErrors(seen, slug, resolve);
    errors.push(...problems);
    if (!problems.some((p) => p.code === 'duplicate')) seen.push(slug);
  }
  errors.push(...championErrors(champion));
  const sizeErrors: DeckError[] = [];
  if (cards.length > DECK_SIZE) {
    sizeErrors.push({
      code: 'too-many-cards',
      count: cards.length,
      message: `A deck has exactly ${DECK_SIZE} cards; this one has ${cards.length}`,
    });
  } else if (cards.length < DECK_SIZE) {
    const missing = DECK_SIZE - cards.length;
    sizeErrors.push({
      code: 'too-few-cards',
      count: cards.length,
      message: `A deck needs exactly ${DECK_SIZE} cards: ${missing} more to add`,
    });
  }
  const all = [...errors, ...sizeErrors];
  return { ok: all.length === 0, partialOk: errors.length === 0 && cards.length <= DECK_SIZE, errors: all };
}

export type DeckEdit = { ok: true; cards: string[] } | { ok: false; error: DeckError };

/** Adds a card to the end of the deck, or refuses with the rule it would break. */
export function addCard(deck: readonly string[], slug: string, resolve: CardResolver = getCard): DeckEdit {
  const [problem] = cardErrors(deck, slug, resolve);
  if (problem) return { ok: false, error: problem };
  if (deck.length >= DECK_SIZE) {
    return {
      ok: false,
      error: {
        code: 'too-many-cards',
        slug,
        count: deck.length + 1,
        message: `The deck is full: ${DECK_SIZE} cards at most (remove one before adding ${label(slug, resolve)})`,
      },
    };
  }
  return { ok: true, cards: [...deck, slug] };
}

/** Removes a card from the deck, or refuses when it is not there. */
export function removeCard(deck: readonly string[], slug: string, resolve: CardResolver = getCard): DeckEdit {
  if (!deck.includes(slug)) {
    return { ok: false, error: { code: 'not-in-deck', slug, message: `${label(slug, resolve)} is not in the deck` } };
  }
  return { ok: true, cards: deck.filter((s) => s !== slug) };
}
