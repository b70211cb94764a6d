import { getCard } from '@/lib/cards';
import type { DeckCodeErrorCode, DeckError } from '@/lib/decks';
import { CODE_LENGTH } from '@/lib/decks/codeBits';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages, type DecksMessageKey } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';

const RULE_KEYS: Record<DeckError['code'], DecksMessageKey> = {
  'unknown-card': 'errUnknownCard',
  duplicate: 'errDuplicate',
  'not-playable': 'errNotPlayable',
  'too-many-cards': 'errFull',
  'too-few-cards': 'deckMissing',
  'too-many-champions': 'errTooManyChampions',
  'bad-champion': 'errBadChampion',
  'not-in-deck': 'errNotInDeck',
};

/** A broken deck rule in the reader's language (lib/decks gives English and a code). */
export function deckErrorText(error: DeckError, locale: Locale): string {
  const t = createT(decksMessages, locale);
  const name = error.slug ? (getCard(error.slug)?.name ?? error.slug) : '';
  const missing = Math.max(0, 8 - (error.count ?? 0));
  const key = error.code === 'too-few-cards' ? pluralKey('deckMissing', missing, locale) : RULE_KEYS[error.code];
  return t(key, { name, missing });
}

const CODE_KEYS: Record<DeckCodeErrorCode, DecksMessageKey> = {
  empty: 'codeEmpty',
  'too-long': 'codeTooLong',
  'bad-character': 'codeBadCharacter',
  'bad-length': 'codeBadLength',
  'bad-checksum': 'codeBadChecksum',
  'unsupported-version': 'codeUnsupportedVersion',
  'unknown-cards': 'codeUnknownCards',
  'bad-champion': 'codeBadChampionSuffix',
};

const CODE_CHARACTER = /[A-Za-z0-9_-]/;

/** Why a deck code was refused, in the reader's language, with the position or length at fault. */
export function deckCodeErrorText(input: string, code: DeckCodeErrorCode, locale: Locale): string {
  const t = createT(decksMessages, locale);
  const text = input.trim();
  const cardPart = [...text.split('.')[0]];
  const bad = cardPart.findIndex((ch) => !CODE_CHARACTER.test(ch));
  return t(CODE_KEYS[code], {
    position: bad + 1,
    char: cardPart[bad] ?? '',
    length: cardPart.length,
    hint: t(cardPart.length < CODE_LENGTH ? 'codeTruncated' : 'codeTooLongHint'),
  });
}
