/** Decks: rules, codes, stats, text lists, version diffs and the gallery search. */
export {
  DECK_SIZE,
  CHAMPION_ID_PATTERN,
  validateDeck,
  addCard,
  removeCard,
  cardErrors,
  type DeckError,
  type DeckErrorCode,
  type DeckValidation,
  type DeckEdit,
  type CardResolver,
} from './validate';
export {
  encodeDeck,
  decodeDeck,
  CODE_VERSION,
  CHAMPION_SEPARATOR,
  type DecodedDeck,
  type DeckCodeErrorCode,
} from './codes';
export { deckStats, FIRST_TURN_MANA, type DeckStats } from './stats';
export { parseDeckText, formatDeckText, applySuggestion, type ParsedDeckText, type DeckTextProblem } from './text';
export { diffDeckVersions, type DeckDiff, type DeckSnapshot } from './diff';
export {
  parseDeckInput,
  DECK_TEXT_LIMITS,
  type DeckInput,
  type DeckInputResult,
  type DeckInputError,
  type DeckInputErrorCode,
} from './input';
export { findCard } from './findCard';
export { normalizeName } from './normalize';
