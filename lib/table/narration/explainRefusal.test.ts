import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, incantation, person } from '../../engine/testing';
import { checkSelection } from '../board/checkSelection';
import { explainRefusal } from './explainRefusal';

const who = (p: string) => (p === 'A' ? 'Player 1' : 'Player 2');
const whoFr = (p: string) => (p === 'A' ? 'le joueur' : 'l’IA');

describe('explainRefusal', () => {
  const s = duel(
    {
      A: person(hand(creature('Giant', 9, 5, 5), incantation('Spark', 1, 2), ...fill(6))),
      B: person(hand(...fill(8, 10))),
    },
    { mana: 3 },
  );
  const say = (card: string, locale: 'en' | 'fr' = 'en', player?: 'A' | 'B') =>
    explainRefusal(checkSelection(s, { kind: 'card', card }, player)!, s, {
      locale,
      who: locale === 'en' ? who : whoFr,
    });

  it('names the card by its name, never its slug or id, and says which rule stops it', () => {
    expect(say('card-6')).toBe(
      'Card 6 is not among the 4 leftmost cards of the hand (the Stronghold aside): play or wait for the cards on its left first.',
    );
    expect(say('giant')).toBe('Giant costs 9 Mana and only 3 is left this turn.');
    expect(say('spark')).toBe('Spark needs a target Creature, and there is no Creature on the board.');
    expect(say('card-1', 'en', 'B')).toBe('It is the turn of Player 1.');
  });

  it('speaks French, with the article contracted', () => {
    expect(say('card-6', 'fr')).toMatch(/^Card 6 n’est pas parmi les 4 cartes les plus à gauche/);
    expect(say('card-1', 'fr', 'B')).toBe('C’est le tour du joueur.');
  });

  it('reads a recorded move that names its card by id (a replay)', () => {
    const id = s.cards.findIndex((c) => c.slug === 'card-6');
    expect(
      explainRefusal({ code: 'not-playable', action: { type: 'play', card: id, line: 'top' } }, s, {
        locale: 'en',
        who,
      }),
    ).toMatch(/^Card 6 is not among/);
    expect(
      explainRefusal({ code: 'not-playable', action: { type: 'play', card: 'nowhere', line: 'top' } }, s, {
        locale: 'en',
        who,
      }),
    ).toBe('This card is not in the hand.');
  });
});
