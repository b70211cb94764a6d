import { describe, expect, it } from 'vitest';
import { readBuilderQuery } from './deckBuilderUrl';
import { deckNoticeText } from './deckNoticeText';

const say = (params: Record<string, string>, locale: 'en' | 'fr' = 'en') =>
  readBuilderQuery(params).notices.map((n) => deckNoticeText(n, locale));

describe('deckNoticeText', () => {
  it('explains every refused part of an address', () => {
    expect(say({ from: 'deck-7' })).toEqual([
      { tone: 'error', text: 'There is no preconstructed deck “deck-7”: choose deck 1 to 4.' },
    ]);
    expect(say({ code: 'BAAAA' })).toEqual([
      {
        tone: 'error',
        text: 'A deck code has 16 characters before any Champion id; this one has 5: it looks truncated.',
      },
    ]);
    expect(say({ cards: 'baron', add: 'baron' }, 'fr')).toEqual([
      { tone: 'error', text: 'Baron est déjà dans le deck.' },
    ]);
    expect(say({ champion: 'a b' })).toEqual([{ tone: 'error', text: '“a b” is not a Champion link or id.' }]);
  });

  it('confirms what was loaded', () => {
    expect(say({ from: 'deck-2' }, 'fr')).toEqual([{ tone: 'ok', text: 'Deck préconstruit 2 chargé.' }]);
  });
});
