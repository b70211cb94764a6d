import { decodeDeck, type DeckCodeErrorCode } from '../decks/codes';

/**
 * What a person pasted as their Constructed deck: a deck code (cards read at once), or a saved
 * deck's page link or id (its cards asked of the server), or why it is neither.
 */
export type DeckInput =
  | { kind: 'code'; cards: string[] }
  | { kind: 'saved'; id: string }
  | { kind: 'bad'; code: DeckCodeErrorCode; input: string };

const SAVED_LINK = /(?:^|\/)decks\/([A-Za-z0-9_-]{4,32})(?:\/edit)?\/?(?:[?#].*)?$/;

export function readDeckInput(text: string): DeckInput {
  const input = text.trim();
  const link = SAVED_LINK.exec(input);
  if (link) return { kind: 'saved', id: link[1] };
  const decoded = decodeDeck(input);
  return decoded.ok ? { kind: 'code', cards: decoded.cards } : { kind: 'bad', code: decoded.error.code, input };
}
