import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { DECK_QUERY_MAX_TERMS, matchDeck, parseDeckQuery } from './query';

const decks = PRECONSTRUCTED.map((d) => ({ name: d.name, description: '', author: 'Ana Lée', cards: d.cards }));
const find = (q: string) => {
  const parsed = parseDeckQuery(q);
  expect(parsed.errors).toEqual([]);
  return decks.filter((d) => matchDeck(d, parsed)).map((d) => d.name.slice(-1));
};

describe('deck search', () => {
  it('finds decks holding a card, by slug or printed name', () => {
    expect(find('card:baron')).toEqual(['1']);
    expect(find('card:"Boom!"')).toEqual(['1']);
    expect(find('c:microctopus')).toEqual(['2']);
  });

  it('applies card terms to the cards of a deck', () => {
    expect(find('ab:rage')).toEqual(['1', '2', '3', '4']);
    expect(find('ab:sprint')).toEqual(['3', '4']);
    expect(find('-ab:splash')).toEqual(['1']);
    expect(find('ab:indestructible -ab:sprint')).toEqual(['1', '2']);
    expect(find('card:baron ab:rage')).toEqual(['1']);
    expect(find('-card:baron')).toEqual(['2', '3', '4']);
    expect(find('set:initiation')).toEqual(['1', '2', '3', '4']);
    expect(find('set:felonie')).toEqual([]);
    expect(find('t:incantation card:vortex')).toEqual(['3']);
    expect(find('m>=7')).toEqual(['3', '4']);
    expect(find('ab:"price of blood"')).toEqual([]);
  });

  it('looks for bare words in name, description and author, accents ignored', () => {
    expect(find('deck')).toEqual(['1', '2', '3', '4']);
    expect(find('deck 4')).toEqual(['4']);
    expect(find('"constructed deck 4"')).toEqual(['4']);
    expect(find('"deck constructed"')).toEqual([]);
    expect(find('ana lee')).toEqual(['1', '2', '3', '4']);
    expect(find('-lee')).toEqual([]);
  });

  it('reports unknown keys, cards and abilities', () => {
    const parsed = parseDeckQuery('foo:bar card:nothing-like-this ab:flying');
    expect(parsed.errors.map((e) => e.term)).toEqual(['foo:bar', 'card:nothing-like-this', 'ab:flying']);
    expect(parsed.terms).toEqual([]);
    expect(parsed.errors[2].message).toMatch(/flying/);
    expect(parseDeckQuery('order:name').errors).toHaveLength(1);
  });

  it('reports a term with nothing to search for instead of matching every deck', () => {
    for (const q of ['(((', '""', '-', '!!! baron']) {
      const parsed = parseDeckQuery(q);
      expect(parsed.errors.length, q).toBeGreaterThan(0);
    }
    expect(parseDeckQuery('!!!').errors[0]).toMatchObject({
      term: '!!!',
      message: expect.stringContaining('nothing to search for'),
    });
    expect(parseDeckQuery('(((').errors[0]).toMatchObject({
      term: '()',
      message: expect.stringContaining('Empty parentheses'),
    });
  });

  it('says every problem in French too', () => {
    const [noCard, nothing] = parseDeckQuery('card:nosuch !!!').errors;
    expect(noCard.messageFr).toBe('Aucune carte ne s’appelle « nosuch ».');
    expect(nothing.messageFr).toMatch(/^« !!! » ne contient rien à chercher/);
    expect(parseDeckQuery('baron or').errors[0].messageFr).toBe('« or » n’a rien d’un côté.');
    expect(parseDeckQuery('ab:flying').errors[0].messageFr).not.toBe(parseDeckQuery('ab:flying').errors[0].message);
  });
});

describe('deck search: or and parentheses', () => {
  it('takes or (and ou) between terms, and binding tighter than or', () => {
    expect(find('card:baron or card:microctopus')).toEqual(['1', '2']);
    expect(find('card:baron OU c:microctopus')).toEqual(['1', '2']);
    expect(find('ab:sprint m>=7 or card:baron')).toEqual(['1', '3', '4']);
    expect(find('deck and 4')).toEqual(['4']);
  });

  it('groups with parentheses and excludes a group with -(…)', () => {
    expect(find('(card:baron)')).toEqual(['1']);
    expect(find('(card:baron or c:microctopus) ab:rage')).toEqual(['1', '2']);
    expect(find('-(card:baron or c:microctopus)')).toEqual(['3', '4']);
    expect(find('((card:baron')).toEqual(['1']);
  });

  it('never looks for the word “or” or a parenthesis in deck names', () => {
    const orDeck = { name: 'Or and glory', description: '', author: '', cards: PRECONSTRUCTED[3].cards };
    expect(matchDeck(orDeck, parseDeckQuery('card:baron or card:microctopus'))).toBe(false);
  });

  it('reports a dangling or, a stray closing parenthesis and empty parentheses, and searches the rest', () => {
    const parsed = parseDeckQuery('card:baron or ) ()');
    expect(parsed.errors.map((e) => e.message)).toEqual([
      '“or” has nothing on one side.',
      'A closing parenthesis has no opening one.',
      'Empty parentheses “()”: nothing to search for.',
    ]);
    expect(decks.filter((d) => matchDeck(d, parsed)).map((d) => d.name.slice(-1))).toEqual(['1']);
  });

  it('leaves out a term that is not understood and keeps the others', () => {
    const parsed = parseDeckQuery('foo:bar card:baron');
    expect(parsed.errors.map((e) => e.term)).toEqual(['foo:bar']);
    expect(decks.filter((d) => matchDeck(d, parsed)).map((d) => d.name.slice(-1))).toEqual(['1']);
    expect(parseDeckQuery('card:nosuch or card:baron').terms).toHaveLength(1);
  });
});

describe('parseDeckQuery: the cost of one search is bounded', () => {
  it('counts a repeated term once', () => {
    const parsed = parseDeckQuery(Array.from({ length: 100 }, () => '-q').join(' '));
    expect(parsed.errors).toEqual([]);
    expect(parsed.terms).toHaveLength(1);
  });

  it('refuses more distinct terms than it takes, in both languages', () => {
    const words = Array.from({ length: DECK_QUERY_MAX_TERMS + 1 }, (_, i) => `w${String.fromCharCode(97 + i)}`);
    const parsed = parseDeckQuery(words.join(' '));
    expect(parsed.terms).toEqual([]);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0].message).toContain(`at most ${DECK_QUERY_MAX_TERMS}`);
    expect(parsed.errors[0].messageFr).toContain(`au plus ${DECK_QUERY_MAX_TERMS}`);
    expect(parseDeckQuery(words.slice(1).join(' ')).errors).toEqual([]);
  });
});

describe('deck search keywords in both languages', () => {
  it('takes the English and French keywords alike, and they mean the same', () => {
    const pairs: Array<[string, string]> = [
      ['card:baron', 'carte:baron'],
      ['cards:baron', 'cartes:baron'],
      ['ab:rage', 'capacité:rage'],
      ['ab:indestructible -ab:sprint', 'capacite:indestructible -capacité:sprint'],
      ['t:incantation card:vortex', 'type:incantation carte:vortex'],
      ['card:baron or card:troll', 'carte:baron ou carte:troll'],
      ['m>=7 set:initiation', 'mana>=7 ext:initiation'],
    ];
    for (const [english, french] of pairs) {
      expect(find(french), french).toEqual(find(english));
      expect(parseDeckQuery(french).root, french).not.toBeNull();
    }
    expect(find('carte:baron')).toEqual(['1']);
  });

  it('every keyword the French and English gallery help teach is understood', () => {
    const taught = [
      decksMessages.fr.galleryIntro,
      decksMessages.fr.gallerySearchPlaceholder,
      decksMessages.en.galleryIntro,
      decksMessages.en.gallerySearchPlaceholder,
    ].flatMap((text) => text.match(/[\p{L}]+:[\p{L}]+/gu) ?? []);
    expect(taught).toContain('carte:baron');
    expect(taught).toContain('capacité:rage');
    for (const term of taught) expect(parseDeckQuery(term).errors, term).toEqual([]);
    // The French help leads with the French keyword; the English one is mentioned as an alternative only.
    expect(decksMessages.fr.gallerySearchPlaceholder).not.toContain('card:');
    expect(decksMessages.fr.galleryIntro.indexOf('carte:baron')).toBeLessThan(
      decksMessages.fr.galleryIntro.indexOf('card:baron'),
    );
    expect(decksMessages.fr.queryNothing).toContain('carte:baron');
  });
});
