import { describe, expect, it } from 'vitest';
import { getCard } from '../cards';
import { toCardDef } from '../engine';
import { cardDefs } from './cardDefs';

describe('the table’s card definitions online', () => {
  it('give the snapshot’s own cards, Champions included, first', () => {
    const champion = { ...toCardDef(getCard('troll')!), slug: 'my-champion', name: 'My Champion' };
    expect(cardDefs({ cards: [champion] }).get('my-champion')?.name).toBe('My Champion');
  });

  it('find an official card the snapshot no longer shows, and nothing for an unknown slug', () => {
    const defs = cardDefs({ cards: [] });
    expect(defs.get('troll')).toEqual(toCardDef(getCard('troll')!));
    expect(defs.get('#hidden')).toBeUndefined();
  });
});
