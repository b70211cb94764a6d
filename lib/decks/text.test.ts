import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { applySuggestion, formatDeckText, parseDeckText } from './text';

describe('parseDeckText', () => {
  it('reads names and slugs, ignoring accents, case, blanks and comments', () => {
    const text = [
      '# my deck',
      '1x Baron',
      '',
      'BÊTE DE GUERRE x1',
      '  bete-de-guerre  ',
      'boom',
      '1 gang de croa // the frogs',
      'Dragon cupide',
      'Not A Card',
      'x1 Vortex',
    ].join('\r\n');
    expect(parseDeckText(text)).toEqual({
      cards: ['baron', 'bete-de-guerre', 'boom', 'gang-de-croa', 'dragon-cupide', 'vortex'],
      problems: [
        { code: 'repeated', text: 'bete-de-guerre', card: 'bete-de-guerre' },
        { code: 'unknown', text: 'Not A Card' },
      ],
    });
  });

  it('says that a deck holds each card once when a line asks for more copies', () => {
    for (const line of ['2 Baron', '2x Baron', 'Baron x2', 'x3 Baron', 'Baron 2x']) {
      const count = Number(/\d/.exec(line)?.[0]);
      expect(parseDeckText(line), line).toEqual({
        cards: ['baron'],
        problems: [{ code: 'quantity', text: line, card: 'baron', count }],
      });
    }
  });

  it('suggests the close card name for a typo, as the card search does', () => {
    expect(parseDeckText('Assasin\nBaronn\nzzzzzzzz').problems).toEqual([
      { code: 'unknown', text: 'Assasin', suggestion: 'assassin' },
      { code: 'unknown', text: 'Baronn', suggestion: 'baron' },
      { code: 'unknown', text: 'zzzzzzzz' },
    ]);
  });

  it('round-trips with formatDeckText for every preconstructed deck and accented names', () => {
    for (const deck of PRECONSTRUCTED) expect(parseDeckText(formatDeckText(deck.cards)).cards).toEqual(deck.cards);
    const accented = ['desintegration', 'veteran', 'fiole-de-sang-de-vampire'];
    expect(formatDeckText(accented)).toBe('Désintégration\nVétéran\nFiole de Sang de Vampire\n');
    expect(parseDeckText(formatDeckText(accented)).cards).toEqual(accented);
  });

  it('returns nothing for empty text', () => {
    expect(parseDeckText('\n\n')).toEqual({ cards: [], problems: [] });
    expect(formatDeckText([])).toBe('');
  });
});

describe('applySuggestion', () => {
  it('writes the suggested card in place of the unknown name, keeping the rest of the line and the list', () => {
    const text = 'Baron\n2x Assasin # fast\nScribe';
    const [problem] = parseDeckText(text).problems.filter((p) => p.code === 'unknown');
    expect(problem).toMatchObject({ suggestion: 'assassin' });
    const fixed = applySuggestion(text, problem as Extract<typeof problem, { code: 'unknown' }>);
    expect(fixed).toBe('Baron\n2x Assassin # fast\nScribe');
    expect(parseDeckText(fixed).cards).toEqual(['baron', 'assassin', 'scribe']);
  });
});
