import { describe, expect, it } from 'vitest';
import { parseDeckText } from '@/lib/decks';
import { deckTextReport } from './deckTextReport';

const report = (text: string, locale: 'en' | 'fr') =>
  deckTextReport(parseDeckText(text).problems, locale).map((m) => m.text);

describe('deckTextReport', () => {
  it('says that a deck holds each card once, and suggests a close name, in both languages', () => {
    const text = '2 Baron\nAssasin\nNot a card at all\nScribe\nscribe';
    expect(report(text, 'en')).toEqual([
      'Not recognised: “Not a card at all”.',
      'Not recognised: “Assasin”. Did you mean Assassin?',
      'A deck holds each card only once: one copy kept for “2 Baron”.',
      'Listed twice, kept once: Scribe.',
    ]);
    expect(report(text, 'fr')).toEqual([
      'Non reconnu : « Not a card at all ».',
      'Non reconnu : « Assasin ». Vouliez-vous dire Assassin ?',
      'Un deck contient chaque carte une seule fois : un exemplaire gardé pour « 2 Baron ».',
      'Listées deux fois, gardées une fois : Scribe.',
    ]);
  });

  it('says nothing when every line is read as typed', () => {
    expect(report('1 Baron\nScribe', 'en')).toEqual([]);
  });
});
