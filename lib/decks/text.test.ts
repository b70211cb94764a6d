import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { formatDeckText, parseDeckText } from './text';

describe('parseDeckText', () => {
  it('reads names and slugs, ignoring accents, case, quantities, blanks and comments', () => {
    const text = [
      '# my deck',
      '1x Baron',
      '',
      'BÊTE DE GUERRE x1',
      '  bete-de-guerre  ',
      'boom',
      '2 gang de croa // the frogs',
      'Dragon cupide',
      'Not A Card',
      'x1 Vortex',
    ].join('\r\n');
    expect(parseDeckText(text)).toEqual({
      cards: ['baron', 'bete-de-guerre', 'boom', 'gang-de-croa', 'dragon-cupide', 'vortex'],
      unknown: ['Not A Card'],
      repeated: ['bete-de-guerre'],
    });
  });

  it('round-trips with formatDeckText for every preconstructed deck and accented names', () => {
    for (const deck of PRECONSTRUCTED) expect(parseDeckText(formatDeckText(deck.cards)).cards).toEqual(deck.cards);
    const accented = ['desintegration', 'veteran', 'fiole-de-sang-de-vampire'];
    expect(formatDeckText(accented)).toBe('Désintégration\nVétéran\nFiole de Sang de Vampire\n');
    expect(parseDeckText(formatDeckText(accented)).cards).toEqual(accented);
  });

  it('returns nothing for empty text', () => {
    expect(parseDeckText('\n\n')).toEqual({ cards: [], unknown: [], repeated: [] });
    expect(formatDeckText([])).toBe('');
  });
});
