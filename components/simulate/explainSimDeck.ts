import { getCard } from '@/lib/cards';
import { decodeDeck, validateDeck } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { explainDeckCode } from '@/lib/table/setup/explainDeckCode';

/**
 * Why the simulator cannot take this deck, in the reader's language; null when it can. It
 * reads the input as the simulator does (a deck code, or card slugs separated by commas),
 * from the decoder's and the deck rules' error codes rather than their English messages.
 */
export function explainSimDeck(input: string, locale: Locale): string | null {
  const t = createT(simulateMessages, locale);
  const text = input.trim();
  if (!text) return t('deck-empty');
  let cards: string[];
  if (text.includes(',')) cards = text.split(',').map((s) => s.trim().toLowerCase());
  else {
    const decoded = decodeDeck(text);
    if (!decoded.ok) return explainDeckCode(decoded.error.code, text, locale);
    if (decoded.championId) return t('deck-champion', { id: decoded.championId });
    cards = decoded.cards;
  }
  const [problem] = validateDeck(cards).errors;
  if (
    !problem ||
    problem.code === 'not-in-deck' ||
    problem.code === 'too-many-champions' ||
    problem.code === 'bad-champion'
  )
    return null;
  return t(`deck-${problem.code}`, {
    slug: problem.slug ?? '',
    card: getCard(problem.slug ?? '')?.name ?? problem.slug ?? '',
    count: problem.count ?? cards.length,
  });
}
