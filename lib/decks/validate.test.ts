import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED, type Card } from '@/lib/cards';
import { addCard, removeCard, validateDeck } from './validate';

const deck = PRECONSTRUCTED[0].cards;

describe('validateDeck', () => {
  it('accepts 8 different official cards, with or without a Champion', () => {
    expect(validateDeck(deck)).toEqual({ ok: true, partialOk: true, errors: [] });
    expect(validateDeck(deck, 'abcdEFGH_-12').ok).toBe(true);
  });

  it('needs exactly 8 cards', () => {
    const short = validateDeck(deck.slice(0, 5));
    expect(short.ok).toBe(false);
    expect(short.partialOk).toBe(true);
    expect(short.errors).toEqual([
      expect.objectContaining({ code: 'too-few-cards', count: 5, message: expect.stringMatching(/3 more/) }),
    ]);
    const long = validateDeck([...deck, 'vortex']);
    expect(long.partialOk).toBe(false);
    expect(long.errors).toEqual([expect.objectContaining({ code: 'too-many-cards', count: 9 })]);
  });

  it('names duplicates and unknown cards', () => {
    const result = validateDeck([...deck.slice(0, 6), 'baron', 'not-a-card']);
    expect(result.errors.map((e) => e.message)).toEqual(['Baron is already in the deck', 'Unknown card: "not-a-card"']);
  });

  it('allows at most one Champion, referenced by a valid id', () => {
    expect(validateDeck(deck, ['abcd1234', 'efgh5678']).errors).toEqual([
      expect.objectContaining({ code: 'too-many-champions' }),
    ]);
    expect(validateDeck(deck, ['abcd1234']).ok).toBe(true);
    expect(validateDeck(deck, '<script>').errors).toEqual([expect.objectContaining({ code: 'bad-champion' })]);
  });

  it('only takes Creatures and Incantations', () => {
    const stronghold = { slug: 'stronghold', name: 'Stronghold', type: 'stronghold' } as unknown as Card;
    const resolve = (slug: string) => (slug === 'stronghold' ? stronghold : undefined);
    expect(validateDeck(['stronghold'], null, resolve).errors[0]).toMatchObject({
      code: 'not-playable',
      message: 'Stronghold is not a Creature or an Incantation',
    });
  });
});

describe('addCard / removeCard', () => {
  it('adds to a deck without changing the original', () => {
    const start = deck.slice(0, 3);
    const result = addCard(start, 'vortex');
    expect(result).toEqual({ ok: true, cards: [...start, 'vortex'] });
    expect(start).toHaveLength(3);
  });

  it('refuses a 9th card, a duplicate and an unknown card', () => {
    expect(addCard(deck, 'vortex')).toMatchObject({
      ok: false,
      error: { code: 'too-many-cards', message: expect.stringMatching(/full/) },
    });
    expect(addCard(deck.slice(0, 4), 'baron')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'duplicate', message: 'Baron is already in the deck' }),
    });
    expect(addCard([], 'nope')).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
  });

  it('removes a card, or says it is not there', () => {
    expect(removeCard(deck, 'baron')).toEqual({ ok: true, cards: deck.filter((s) => s !== 'baron') });
    expect(removeCard(deck, 'vortex')).toMatchObject({
      ok: false,
      error: { code: 'not-in-deck', message: 'Vortex is not in the deck' },
    });
  });
});
