import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { encodeDeck } from '@/lib/decks';
import { parseDeckArg } from '@/lib/sim/deckInput';
import { explainSimDeck } from './explainSimDeck';

describe('explainSimDeck', () => {
  it('accepts exactly what the simulator accepts', () => {
    const code = encodeDeck(PRECONSTRUCTED[0].cards);
    for (const input of [
      code,
      PRECONSTRUCTED[0].cards.join(', '),
      '',
      'BAAAAAASWaDOq4A!',
      `${code}.abcd1234`,
      'baron, baron',
      'nothing-here',
    ]) {
      expect(explainSimDeck(input, 'fr') === null).toBe(parseDeckArg(input).ok);
    }
  });

  it('explains a bad deck code in French, with no English left', () => {
    const fr = explainSimDeck('BAAAAAASWaDOq4A!', 'fr')!;
    expect(fr).toContain('« ! »');
    expect(fr).not.toMatch(/bad deck code|A deck code only uses/);
    expect(explainSimDeck('BAAAAAASWaDOq4A!', 'en')).toMatch(/^A deck code only uses letters, digits/);
  });

  it('names the problem of a list of cards', () => {
    expect(explainSimDeck('', 'fr')).toMatch(/^le deck est vide/);
    expect(explainSimDeck('baron, nothing-here', 'fr')).toMatch(/aucune carte ne s’appelle « nothing-here »/);
    expect(explainSimDeck(PRECONSTRUCTED[0].cards.slice(0, 5).join(','), 'en')).toBe(
      'a deck has exactly 8 cards; this one has 5.',
    );
    expect(explainSimDeck(`${encodeDeck(PRECONSTRUCTED[0].cards)}.abcd1234`, 'en')).toContain('“.abcd1234”');
  });
});
