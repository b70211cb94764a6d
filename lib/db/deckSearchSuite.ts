import { expect, it } from 'vitest';
import { CARDS } from '@/lib/cards';
import { matchDeck, parseDeckQuery } from '@/lib/decks/query';
import type { DeckSnapshot } from '@/lib/decks/diff';
import type { Store } from './store';

// Decks of their own content for each test (a repeated content is listed once).
let made = 0;
const slugs = CARDS.map((c) => c.slug);
function distinctDeck(name: string, cards: string[], extra: Partial<DeckSnapshot> = {}): DeckSnapshot {
  made += 1;
  return {
    name,
    description: '',
    author: 'Searcher',
    cards: [...cards, `test-${process.pid}-${Date.now()}-${made}`],
    championId: null,
    ...extra,
  };
}

/** The gallery search and its copy groups, run identically against SQLite and PostgreSQL. */
export function deckSearchSuite(withStore: () => Store) {
  it('answers every search as the deck syntax reads it: and, or, parentheses, negation, words', async () => {
    const store = withStore();
    const tag = `zq${Date.now().toString(36)}`;
    const decks: (DeckSnapshot & { id: string })[] = [];
    // Twelve decks of 3 to 14 cards picked in steps through every card, with names, descriptions and authors to find.
    for (let n = 0; n < 12; n++) {
      const cards = Array.from({ length: 3 + n }, (_, i) => slugs[(n * 7 + i * 11) % slugs.length]);
      const snapshot = distinctDeck(`${tag} Deck ${n} ${n % 2 ? 'Rage' : 'Calme'}`, cards, {
        description: n % 3 ? 'Élan vital' : 'x',
        author: n % 4 ? 'Zoé' : 'Al',
      });
      decks.push({ ...snapshot, id: (await store.decks.create(snapshot)).id });
    }
    const queries = [
      'card:baron',
      'ab:rage',
      '-ab:rage',
      'ab:rage -ab:sprint',
      'card:baron or card:troll',
      '(ab:sprint or ab:splash) -card:baron',
      '-(ab:rage or m>=7)',
      'm<=2',
      'set:felonie',
      'rage',
      'calme ab:rage',
      '"deck 1"',
      'elan',
      'zoe or al',
      'al',
      '-al',
      'vital -(calme or card:troll)',
      't:incantation or deck',
      'de',
      '-zz',
      'ab:indestructible (rage or elan)',
    ];
    for (const q of queries) {
      const parsed = parseDeckQuery(`${tag} (${q})`);
      expect(parsed.errors, q).toEqual([]);
      const expected = decks
        .filter((d) => matchDeck(d, parsed))
        .map((d) => d.id)
        .reverse();
      const found = await store.decks.list({ query: `${tag} (${q})`, sort: 'newest', limit: 50, offset: 0 });
      expect(
        found.items.map((d) => d.id),
        q,
      ).toEqual(expected);
      expect(found.total, q).toBe(expected.length);
    }
  });

  it('lists exact copies once, with their count, and the next copy when the listed one goes', async () => {
    const store = withStore();
    const tag = `cp${Date.now().toString(36)}`;
    const cards = [`copy-${tag}`, 'baron', 'troll'];
    const first = await store.decks.create({
      name: `${tag} first`,
      description: '',
      author: '',
      cards,
      championId: null,
    });
    const second = await store.decks.create({
      name: `${tag} second`,
      description: '',
      author: '',
      cards: [...cards].reverse(),
      championId: null,
    });
    const third = await store.decks.create({
      name: `${tag} third`,
      description: '',
      author: '',
      cards,
      championId: null,
    });
    const withChampion = await store.decks.create({
      name: `${tag} champion`,
      description: '',
      author: '',
      cards,
      championId: 'abc',
    });
    const byCard = async () =>
      (await store.decks.list({ query: tag, sort: 'newest', limit: 10, offset: 0 })).items.map((d) => [
        d.name.slice(tag.length + 1),
        d.copies,
      ]);
    expect(await byCard()).toEqual([
      ['champion', 1],
      ['first', 3],
    ]);
    expect(await store.decks.findSame(['troll', 'baron', `copy-${tag}`], null)).toMatchObject({
      id: first.id,
      copies: 3,
    });
    expect(await store.decks.findSame(cards, 'other')).toBeNull();

    expect((await store.decks.remove(first.id, first.token)).ok).toBe(true);
    expect(await byCard()).toEqual([
      ['champion', 1],
      ['second', 2],
    ]);
    // An edit that changes the content leaves the group; one that restores it joins again.
    await store.decks.update(second.id, second.token, {
      name: `${tag} second`,
      description: '',
      author: '',
      cards: ['baron'],
      championId: null,
    });
    expect(await byCard()).toEqual([
      ['champion', 1],
      ['third', 1],
      ['second', 1],
    ]);
    await store.decks.update(withChampion.id, withChampion.token, {
      name: `${tag} champion`,
      description: '',
      author: '',
      cards,
      championId: null,
    });
    expect(await byCard()).toEqual([
      ['third', 2],
      ['second', 1],
    ]);
    expect((await store.decks.remove(third.id, third.token)).ok).toBe(true);
    expect(await byCard()).toEqual([
      ['champion', 1],
      ['second', 1],
    ]);
  });

  it('finds a renamed deck by its new words only, and a removed one no more', async () => {
    const store = withStore();
    const tag = `rn${Date.now().toString(36)}`;
    const { id, token } = await store.decks.create(distinctDeck(`${tag} Ancien`, ['baron']));
    await store.decks.update(id, token, distinctDeck(`${tag} Nouveau`, ['troll']));
    const ids = async (q: string) =>
      (await store.decks.list({ query: q, sort: 'newest', limit: 5, offset: 0 })).items.map((d) => d.id);
    expect([
      await ids(`${tag} ancien`),
      await ids(`${tag} nouveau`),
      await ids(`${tag} card:troll`),
      await ids(`${tag} card:baron`),
    ]).toEqual([[], [id], [id], []]);
    await store.decks.remove(id, token);
    expect(await ids(`${tag} nouveau`)).toEqual([]);
  });

  it('counts matches up to its cap and says when there are more', async () => {
    const store = withStore();
    const tag = `cap${Date.now().toString(36)}`;
    for (let n = 0; n < 6; n++) await store.decks.create(distinctDeck(`${tag} ${n}`, []));
    const limits = { sourceCap: 100, scanBudget: 100, listCap: 5 };
    const found = await store.decks.list({ query: tag, sort: 'newest', limit: 5, offset: 3 }, limits);
    expect(found).toMatchObject({ total: 5, more: true });
    expect(found.items.map((d) => d.name)).toEqual([`${tag} 2`, `${tag} 1`, `${tag} 0`]);
    expect(
      await store.decks.list({ query: `${tag} -"${tag} 5"`, sort: 'newest', limit: 5, offset: 0 }, limits),
    ).toMatchObject({ total: 5, more: false });
  });

  it('reads only the newest decks for a search no small index narrows, and says so; an index finds older ones', async () => {
    const store = withStore();
    const tag = `bd${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let n = 0; n < 5; n++)
      ids.push((await store.decks.create(distinctDeck(`${tag} ${n}`, n === 4 ? ['baron', 'troll'] : ['troll']))).id);
    const small = { sourceCap: 3, scanBudget: 3, listCap: 1000 };
    const negation = await store.decks.list({ query: '-card:baron', sort: 'newest', limit: 10, offset: 0 }, small);
    expect(negation).toMatchObject({ partial: true, total: 2 });
    expect(negation.items.map((d) => d.id)).toEqual([ids[3], ids[2]]);
    // Five decks hold Troll: more than the source cap, so the newest three are read.
    expect(
      (await store.decks.list({ query: 'card:troll', sort: 'newest', limit: 10, offset: 0 }, small)).items.map(
        (d) => d.id,
      ),
    ).toEqual([ids[4], ids[3], ids[2]]);
    const byWord = await store.decks.list(
      { query: `${tag} -card:baron`, sort: 'newest', limit: 10, offset: 0 },
      { sourceCap: 10, scanBudget: 3, listCap: 1000 },
    );
    expect(byWord).toMatchObject({ partial: false, total: 4 });
    expect(byWord.items.map((d) => d.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
  });
}
