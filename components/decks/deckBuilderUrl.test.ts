import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { encodeDeck } from '@/lib/decks';
import { readBuilderQuery, sameDeck, writeBuilderQuery } from './deckBuilderUrl';

const deck1 = PRECONSTRUCTED[0].cards;

describe('writeBuilderQuery', () => {
  it('writes a complete deck as its deck code, with the Champion id', () => {
    expect(writeBuilderQuery({ cards: [...deck1], championId: null })).toBe(`code=${encodeDeck(deck1)}`);
    expect(writeBuilderQuery({ cards: [...deck1], championId: 'abcd1234' })).toBe(
      `code=${encodeURIComponent(encodeDeck(deck1, 'abcd1234'))}`,
    );
  });

  it('writes a deck in progress as a list of slugs', () => {
    expect(writeBuilderQuery({ cards: ['baron', 'troll'], championId: 'abcd1234' })).toBe(
      'cards=baron%2Ctroll&champion=abcd1234',
    );
    expect(writeBuilderQuery({ cards: [], championId: null })).toBe('');
  });

  it('round-trips through readBuilderQuery', () => {
    for (const cards of [['baron'], ['baron', 'troll', 'boom'], [...PRECONSTRUCTED[2].cards]]) {
      const query = Object.fromEntries(new URLSearchParams(writeBuilderQuery({ cards, championId: 'Xk3v9QpL2aA' })));
      const read = readBuilderQuery(query);
      expect(read.deck.cards.sort()).toEqual([...cards].sort());
      expect(read.deck.championId).toBe('Xk3v9QpL2aA');
    }
  });
});

describe('readBuilderQuery', () => {
  it('starts empty without parameters', () => {
    expect(readBuilderQuery({})).toEqual({ deck: { cards: [], championId: null }, notices: [] });
  });

  it('starts from a preconstructed deck and says so', () => {
    const read = readBuilderQuery({ from: 'deck-3' });
    expect(read.deck.cards).toEqual(PRECONSTRUCTED[2].cards);
    expect(read.notices).toEqual([{ kind: 'precon-loaded', number: 3 }]);
  });

  it('refuses an unknown preconstructed deck with a notice', () => {
    expect(readBuilderQuery({ from: 'deck-9' })).toEqual({
      deck: { cards: [], championId: null },
      notices: [{ kind: 'unknown-precon', name: 'deck-9' }],
    });
  });

  it('reports a damaged code without loading anything', () => {
    const code = encodeDeck(deck1);
    const flipped = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    for (const [input, reason] of [
      [flipped, 'bad-checksum'],
      [code.slice(0, 12), 'bad-length'],
      ['BAAA*AAAjMBHNsPIE', 'bad-character'],
    ]) {
      const read = readBuilderQuery({ code: input });
      expect(read.deck.cards).toEqual([]);
      expect(read.notices).toEqual([{ kind: 'code-error', input, code: reason }]);
    }
  });

  it('adds ?add= on top of a start, refusing duplicates and a ninth card', () => {
    expect(readBuilderQuery({ add: 'baron' }).deck.cards).toEqual(['baron']);
    // Printed names too, in any case and with or without accents.
    expect(readBuilderQuery({ add: 'Baron' }).deck.cards).toEqual(['baron']);
    expect(readBuilderQuery({ add: 'Désintégration' }).deck.cards).toEqual(['desintegration']);
    expect(readBuilderQuery({ add: 'DESINTEGRATION' }).deck.cards).toEqual(['desintegration']);
    expect(readBuilderQuery({ cards: 'Baron,Troll' }).deck.cards).toEqual(['baron', 'troll']);
    const duplicate = readBuilderQuery({ cards: 'baron,troll', add: 'baron' });
    expect(duplicate.deck.cards).toEqual(['baron', 'troll']);
    expect(duplicate.notices.map((n) => n.kind === 'rule' && n.error.code)).toEqual(['duplicate']);
    const full = readBuilderQuery({ from: 'deck-1', add: PRECONSTRUCTED[1].cards[0] });
    expect(full.deck.cards).toEqual(deck1);
    expect(full.notices.map((n) => n.kind === 'rule' && n.error.code)).toEqual([false, 'too-many-cards']);
  });

  it('keeps the known cards of a list and reports the others', () => {
    const read = readBuilderQuery({ cards: 'baron,nope,troll,baron' });
    expect(read.deck.cards).toEqual(['baron', 'troll']);
    expect(read.notices.map((n) => n.kind === 'rule' && n.error.code)).toEqual(['unknown-card', 'duplicate']);
  });

  it('reads the first value of repeated parameters and refuses a malformed Champion id', () => {
    expect(readBuilderQuery({ add: ['troll', 'baron'] }).deck.cards).toEqual(['troll']);
    const read = readBuilderQuery({ champion: '<script>' });
    expect(read.deck.championId).toBeNull();
    expect(read.notices).toEqual([{ kind: 'bad-champion', input: '<script>' }]);
  });
});

describe('sameDeck', () => {
  it('compares the cards in any order, and the Champion', () => {
    const deck = { cards: [...deck1], championId: null };
    expect(sameDeck(deck, { cards: [...deck1].reverse(), championId: null })).toBe(true);
    expect(sameDeck(deck, { cards: [...deck1], championId: 'abcd1234' })).toBe(false);
    expect(sameDeck(deck, { cards: [...deck1.slice(1), 'baron'], championId: null })).toBe(false);
    expect(sameDeck(deck, { cards: deck1.slice(1), championId: null })).toBe(false);
  });
});
