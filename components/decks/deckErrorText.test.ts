import { describe, expect, it } from 'vitest';
import { addCard, decodeDeck, encodeDeck, removeCard } from '@/lib/decks';
import { PRECONSTRUCTED } from '@/lib/cards';
import { deckCodeErrorText, deckErrorText } from './deckErrorText';

const deck1 = PRECONSTRUCTED[0].cards;

function refusal(edit: ReturnType<typeof addCard>) {
  if (edit.ok) throw new Error('expected a refusal');
  return edit.error;
}

describe('deckErrorText', () => {
  it('names the card in both languages', () => {
    const duplicate = refusal(addCard(['baron'], 'baron'));
    expect(deckErrorText(duplicate, 'en')).toBe('Baron is already in the deck.');
    expect(deckErrorText(duplicate, 'fr')).toBe('Baron est déjà dans le deck.');
    expect(deckErrorText(refusal(addCard(deck1, 'ogre')), 'en')).toBe(
      'The deck is full: 8 cards at most. Remove one before adding Ogre.',
    );
    expect(deckErrorText(refusal(removeCard(['baron'], 'troll')), 'en')).toBe('Troll is not in the deck.');
    expect(deckErrorText(refusal(addCard([], 'nope')), 'fr')).toBe('Carte inconnue : « nope ».');
  });
});

describe('deckCodeErrorText', () => {
  const code = encodeDeck(deck1);
  const explain = (input: string, locale: 'en' | 'fr' = 'en') => {
    const decoded = decodeDeck(input);
    if (decoded.ok) throw new Error('expected a refusal');
    return deckCodeErrorText(input, decoded.error.code, locale);
  };

  it('says where a code is wrong', () => {
    expect(explain(`${code.slice(0, 3)}*${code.slice(4)}`)).toContain('character 4 (“*”)');
    expect(explain(code.slice(0, 10))).toBe(
      'A deck code has 16 characters before any Champion id; this one has 10: it looks truncated.',
    );
    expect(explain(`${code}AB`, 'fr')).toContain('celui-ci en a 18 : il est trop long');
    expect(explain(`${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`)).toMatch(/checksum/);
    expect(explain('')).toBe('The deck code is empty.');
    expect(explain(`${code}.x`)).toBe('The part after “.” is not a Champion id.');
  });
});
