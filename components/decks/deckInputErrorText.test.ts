import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { parseDeckInput, type DeckInputError } from '@/lib/decks';
import { deckInputErrorText } from './deckInputErrorText';

const cards = [...PRECONSTRUCTED[0].cards];
const refusal = (body: unknown) => {
  const result = parseDeckInput(body);
  if (result.ok) throw new Error('accepted');
  return result as DeckInputError;
};

describe('deckInputErrorText', () => {
  it('says every refusal of the name, description or nickname in French', () => {
    expect(deckInputErrorText(refusal({ name: 'a <b>x</b>', cards }), 'fr')).toBe(
      'Non enregistré : le nom contient une balise comme « <b> », ce qui n’est pas permis.',
    );
    expect(deckInputErrorText(refusal({ name: 'a\u0007', cards }), 'fr')).toBe(
      'Non enregistré : le nom contient des caractères de contrôle (invisibles ou de sens d’écriture). Retirez-les.',
    );
    expect(deckInputErrorText(refusal({ name: 'ok', author: 'x'.repeat(41), cards }), 'fr')).toBe(
      'Non enregistré : trop de caractères dans le pseudo (41, 40 au plus).',
    );
    expect(deckInputErrorText(refusal({ name: 'ok', description: '<i>', cards }), 'en')).toBe(
      'Not saved: the description contains a tag such as “<b>”, which is not allowed.',
    );
    expect(deckInputErrorText(refusal({ name: '  ', cards }), 'fr')).toBe('Donnez un nom au deck.');
  });

  it('says the broken deck rules in the reader’s language', () => {
    expect(deckInputErrorText(refusal({ name: 'ok', cards: cards.slice(0, 7) }), 'fr')).toBe(
      'Encore 1 carte à ajouter.',
    );
  });
});
