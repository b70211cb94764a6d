import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { reduceBuilder, type BuilderAction, type BuilderState } from './deckBuilderReducer';

const empty: BuilderState = { deck: { cards: [], championId: null }, status: [] };
const run = (actions: BuilderAction[], start = empty, locale: 'en' | 'fr' = 'en') =>
  actions.reduce((s, a) => reduceBuilder(s, a, locale), start);

describe('reduceBuilder', () => {
  it('adds and removes cards, announcing each with the count', () => {
    const state = run([
      { type: 'add', slug: 'baron' },
      { type: 'add', slug: 'troll' },
      { type: 'remove', slug: 'baron' },
    ]);
    expect(state.deck.cards).toEqual(['troll']);
    expect(state.status).toEqual([{ tone: 'ok', text: 'Baron removed (1/8).' }]);
    expect(run([{ type: 'add', slug: 'baron' }], empty, 'fr').status).toEqual([
      { tone: 'ok', text: 'Baron ajoutée (1/8).' },
    ]);
  });

  it('refuses a duplicate, a ninth card and an unknown card without changing the deck', () => {
    const full: BuilderState = { deck: { cards: [...PRECONSTRUCTED[0].cards], championId: null }, status: [] };
    for (const [slug, text] of [
      ['baron', 'Baron is already in the deck.'],
      ['ogre', 'The deck is full: 8 cards at most. Remove one before adding Ogre.'],
      ['nope', 'Unknown card: “nope”.'],
    ]) {
      const state = reduceBuilder(full, { type: 'add', slug }, 'en');
      expect(state.deck).toBe(full.deck);
      expect(state.status).toEqual([{ tone: 'error', text }]);
    }
    expect(reduceBuilder(full, { type: 'remove', slug: 'ogre' }, 'en').status).toEqual([
      { tone: 'error', text: 'Ogre is not in the deck.' },
    ]);
  });

  it('attaches one Champion by link or id, and refuses a second or a bad link', () => {
    const card = { slug: 'x', name: 'Lame Grise' } as never;
    const one = run([
      { type: 'attach', text: 'https://x.example/champions/Xk3v9QpL2aA', current: '' },
      { type: 'champion', result: { status: 'ok', id: 'Xk3v9QpL2aA', card } },
    ]);
    expect(one.deck.championId).toBe('Xk3v9QpL2aA');
    const two = reduceBuilder(one, { type: 'attach', text: 'Other1234', current: 'Lame Grise' }, 'en');
    expect(two.deck).toBe(one.deck);
    expect(two.status).toEqual([{ tone: 'error', text: 'A deck has at most one Champion: remove Lame Grise first.' }]);
    expect(reduceBuilder(empty, { type: 'attach', text: 'no way', current: '' }, 'en').status).toEqual([
      { tone: 'error', text: '“no way” is not a Champion link or id.' },
    ]);
    expect(reduceBuilder(one, { type: 'detach', current: 'Lame Grise' }, 'en')).toEqual({
      deck: { cards: [], championId: null },
      status: [{ tone: 'ok', text: 'Champion Lame Grise removed.' }],
    });
  });

  it('announces what the lookup of an attached Champion found, once, and only for that Champion', () => {
    const looking = run([{ type: 'attach', text: 'Xk3v9QpL2aA', current: '' }]);
    expect(looking.status).toEqual([{ tone: 'ok', text: 'Looking for the Champion…' }]);
    const card = { slug: 'x', name: 'Lame Grise' } as never;
    // Until it is found, the id stays out of the deck (and so out of the address).
    expect(looking.deck.championId).toBeNull();
    const found = reduceBuilder(looking, { type: 'champion', result: { status: 'ok', id: 'Xk3v9QpL2aA', card } }, 'en');
    expect(found).toEqual({
      deck: { ...looking.deck, championId: 'Xk3v9QpL2aA' },
      status: [{ tone: 'ok', text: 'Champion Lame Grise attached.' }],
    });
    expect(reduceBuilder(found, { type: 'champion', result: { status: 'ok', id: 'Xk3v9QpL2aA', card } }, 'en')).toBe(
      found,
    );
    const missing = reduceBuilder(
      looking,
      { type: 'champion', result: { status: 'missing', id: 'Xk3v9QpL2aA' } },
      'fr',
    );
    expect(missing).toEqual({
      deck: { cards: [], championId: null },
      status: [{ tone: 'error', text: 'Aucun Champion n’a l’identifiant « Xk3v9QpL2aA ».' }],
    });
    const failed = reduceBuilder(
      looking,
      { type: 'champion', result: { status: 'error', id: 'Xk3v9QpL2aA', reason: 'HTTP 500' } },
      'en',
    );
    expect(failed.deck.championId).toBeNull();
    expect(reduceBuilder(looking, { type: 'champion', result: { status: 'missing', id: 'Other1234' } }, 'en')).toBe(
      looking,
    );
  });

  it('loads and clears', () => {
    const loaded = run([
      { type: 'load', deck: { cards: ['baron'], championId: 'abcd1234' }, status: [{ tone: 'ok', text: 'hi' }] },
      { type: 'clear' },
    ]);
    expect(loaded).toEqual({
      deck: { cards: [], championId: 'abcd1234' },
      status: [{ tone: 'ok', text: 'The deck is empty.' }],
    });
  });

  it('forgets an earlier refusal once the deck is saved, keeping the deck', () => {
    const full: BuilderState = { deck: { cards: [...PRECONSTRUCTED[0].cards], championId: null }, status: [] };
    const refused = run([{ type: 'add', slug: 'ogre' }], full);
    expect(refused.status).toHaveLength(1);
    const saved = run([{ type: 'saved' }], refused);
    expect(saved).toEqual({ deck: full.deck, status: [] });
  });
});
