import { describe, expect, it } from 'vitest';
import { decodeDeck } from '../../decks';
import { countCharacters, explainDeckCode } from './explainDeckCode';

const explain = (input: string, locale: 'en' | 'fr' = 'en') => {
  const d = decodeDeck(input);
  if (d.ok) throw new Error('decoded');
  return explainDeckCode(d.error.code, input, locale);
};

describe('explainDeckCode', () => {
  it('counts what a reader sees as characters: 50 emoji are 50', () => {
    const emoji = '😀'.repeat(50);
    expect(countCharacters(emoji)).toBe(50);
    expect(explain(emoji)).toBe('A deck code is 16 characters (plus an optional Champion id); this one has 50.');
  });

  it('says it in French too, and names the first character not allowed', () => {
    expect(explain('BAAAAAAjMBHNsPé!', 'fr')).toBe(
      'Un code de deck n’utilise que des lettres, des chiffres, « - » et « _ » : le caractère 15 (« é ») n’est pas permis.',
    );
    expect(explain('BAAAAAA', 'fr')).toBe('Un code de deck a 16 caractères ; celui-ci n’en a que 7 : il semble coupé.');
  });

  it('explains a Champion id that is not one', () => {
    expect(explain('BAAAAAAjMBHNsPIE.<script>')).toBe(
      '“<script>” after the dot is not a Champion id: Champion ids use letters, digits, - and _.',
    );
    expect(explain('BAAAAAAjMBHNsPIx')).toMatch(/damaged/);
  });
});
