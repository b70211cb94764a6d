import { SETS } from '@/lib/cards';
import { cardAtIndex, cardIndex, SLOTS_PER_SET } from './cardIndex';
import {
  CHAMPION_SEPARATOR,
  CODE_ALPHABET,
  CODE_LENGTH,
  packCode,
  rankCombination,
  unpackCode,
  unrankCombination,
} from './codeBits';
import { CHAMPION_ID_PATTERN, DECK_SIZE, validateDeck } from './validate';

export { CHAMPION_SEPARATOR };
export const CODE_VERSION = 1;
const MAX_INPUT = 64;

export type DeckCodeErrorCode =
  | 'empty'
  | 'too-long'
  | 'bad-length'
  | 'bad-character'
  | 'bad-checksum'
  | 'unsupported-version'
  | 'unknown-cards'
  | 'bad-champion';

export type DecodedDeck =
  | { ok: true; cards: string[]; championId?: string }
  | { ok: false; error: { code: DeckCodeErrorCode; message: string } };

/** The deck code of 8 official cards (any order) and an optional Champion id. Throws on an invalid deck. */
export function encodeDeck(slugs: readonly string[], championId?: string | null): string {
  const check = validateDeck(slugs, championId ?? null);
  if (!check.ok) throw new RangeError(`Cannot encode this deck: ${check.errors.map((e) => e.message).join('; ')}`);
  const indices = slugs.map((slug) => cardIndex(slug));
  if (indices.some((i) => i === undefined)) throw new RangeError('Cannot encode this deck: a card has no code index');
  const code = packCode(CODE_VERSION, rankCombination(indices as number[]));
  return championId ? `${code}${CHAMPION_SEPARATOR}${championId}` : code;
}

function fail(code: DeckCodeErrorCode, message: string): DecodedDeck {
  return { ok: false, error: { code, message } };
}

/** Reads a deck code. Never throws: a bad code gives a message saying what is wrong. */
export function decodeDeck(input: unknown): DecodedDeck {
  if (typeof input !== 'string' || input.trim() === '') return fail('empty', 'The deck code is empty.');
  const text = input.trim();
  if (text.length > MAX_INPUT)
    return fail(
      'too-long',
      `A deck code is ${CODE_LENGTH} characters (plus an optional Champion id); this one has ${text.length}.`,
    );
  const separator = text.indexOf(CHAMPION_SEPARATOR);
  const cardPart = separator < 0 ? text : text.slice(0, separator);
  const championId = separator < 0 ? undefined : text.slice(separator + 1);
  const bad = [...cardPart].findIndex((ch) => !CODE_ALPHABET.includes(ch));
  if (bad >= 0) {
    return fail(
      'bad-character',
      `A deck code only uses letters, digits, "-" and "_": character ${bad + 1} ("${[...cardPart][bad]}") is not allowed.`,
    );
  }
  if (cardPart.length !== CODE_LENGTH) {
    const hint = cardPart.length < CODE_LENGTH ? 'it looks truncated' : 'it is too long';
    return fail(
      'bad-length',
      `A deck code has ${CODE_LENGTH} characters before any Champion id; this one has ${cardPart.length}: ${hint}.`,
    );
  }
  const { version, rank, checksumOk } = unpackCode(cardPart);
  if (!checksumOk)
    return fail('bad-checksum', 'This deck code is damaged (its checksum does not match): check it for a typo.');
  if (version !== CODE_VERSION) {
    return fail(
      'unsupported-version',
      `This deck code uses format version ${version}; this version of Erret reads version ${CODE_VERSION}.`,
    );
  }
  const indices = unrankCombination(rank, DECK_SIZE, SETS.length * SLOTS_PER_SET);
  const cards = indices?.map(cardAtIndex);
  if (!cards || cards.some((slug) => slug === undefined)) {
    return fail('unknown-cards', 'This deck code names cards this version of Erret does not know (from a newer set?).');
  }
  if (championId !== undefined) {
    if (!CHAMPION_ID_PATTERN.test(championId))
      return fail('bad-champion', `"${championId}" after "${CHAMPION_SEPARATOR}" is not a Champion id.`);
    return { ok: true, cards: cards as string[], championId };
  }
  return { ok: true, cards: cards as string[] };
}
