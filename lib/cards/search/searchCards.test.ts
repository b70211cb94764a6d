// Every operator against card sets filtered by hand from the data (never through the search).
import { describe, expect, it } from 'vitest';
import { CARDS, type OfficialCard } from '../index';
import { searchCards } from './searchCards';

type Pred = (c: OfficialCard) => boolean;
const fold = (s: string) =>
  s
    .replace(/œ/gi, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const has =
  (slug: string): Pred =>
  (c) =>
    c.abilities.some((a) => a.ability === slug);
const hasAura =
  (slug: string): Pred =>
  (c) =>
    c.abilities.some((a) => a.ability === slug && a.aura);
const hasOwn =
  (slug: string): Pred =>
  (c) =>
    c.abilities.some((a) => a.ability === slug && !a.aura);
const named =
  (text: string): Pred =>
  (c) =>
    fold(c.name).includes(text);
const not =
  (p: Pred): Pred =>
  (c) =>
    !p(c);
const all =
  (...ps: Pred[]): Pred =>
  (c) =>
    ps.every((p) => p(c));
const any =
  (...ps: Pred[]): Pred =>
  (c) =>
    ps.some((p) => p(c));
const creature: Pred = (c) => c.type === 'creature';
const incantation: Pred = (c) => c.type === 'incantation';
const inSet =
  (slug: string): Pred =>
  (c) =>
    c.set === slug;
const num =
  (read: (c: OfficialCard) => number | 'X' | null, test: (n: number) => boolean): Pred =>
  (c) => {
    const v = read(c);
    return typeof v === 'number' && test(v);
  };
const mana = (t: (n: number) => boolean) => num((c) => c.mana, t);
const atk = (t: (n: number) => boolean) => num((c) => c.attack, t);
const hp = (t: (n: number) => boolean) => num((c) => c.health, t);
const nr = (t: (n: number) => boolean) => num((c) => c.number, t);

/** cards.json is in set then collector order (checked in data.test.ts): the default order. */
const expected = (p: Pred) => CARDS.filter(p).map((c) => c.slug);
const found = (q: string) => searchCards(q).cards.map((c) => c.slug);

const CASES: Array<[string, Pred]> = [
  // free text on the name
  ['demon', named('demon')],
  ['DÉMON', named('demon')],
  ['demon-belier', named('demon-belier')],
  ['"demon belier"', named('demon-belier')],
  ['bélier', named('belier')],
  ['dragon cupide', all(named('dragon'), named('cupide'))],
  ['"garde royal"', named('garde royal')],
  ['phoenix', named('phoenix')],
  ["cat'pitaine", named("cat'pitaine")],
  ['catpitaine', named("cat'pitaine")],
  ['name:golem', named('golem')],
  ['nom:"chef de"', named('chef de')],
  ['name!=golem', not(named('golem'))],
  // type
  ['t:creature', creature],
  ['t:incantation', incantation],
  ['type:créature', creature],
  ['t:crea', creature],
  ['t:inc', incantation],
  ['T:CREATURE', creature],
  ['t!=creature', incantation],
  // set
  ['set:felonie', inSet('felonie')],
  ['set:félonie', inSet('felonie')],
  ['set:treachery', inSet('felonie')],
  ['set:Treachery', inSet('felonie')],
  ['s:ebrechement', inSet('ebrechement')],
  ['set:"breaching in"', inSet('ebrechement')],
  ['e:breaching-in', inSet('ebrechement')],
  ['set:"pack d\'initiation"', inSet('initiation')],
  ['set:initiation', inSet('initiation')],
  ['set:elusive', inSet('insaisissable')],
  ['set!=initiation', not(inSet('initiation'))],
  // mana
  ['m=3', mana((n) => n === 3)],
  ['m:3', mana((n) => n === 3)],
  ['mana!=3', mana((n) => n !== 3)],
  ['m<3', mana((n) => n < 3)],
  ['m<=3', mana((n) => n <= 3)],
  ['m>3', mana((n) => n > 3)],
  ['m>=3', mana((n) => n >= 3)],
  ['m>=2 m<=4', mana((n) => n >= 2 && n <= 4)],
  ['m<2.5', mana((n) => n <= 2)],
  // attack, X included
  ['a:x', (c) => c.attack === 'X'],
  ['atk=X', (c) => c.attack === 'X'],
  ['a!=x', (c) => c.attack !== 'X'],
  ['a:0', atk((n) => n === 0)],
  ['attack>=5', atk((n) => n >= 5)],
  ['a<2', atk((n) => n < 2)],
  ['a!=3', atk((n) => n !== 3)],
  ['-a:3', (c) => c.attack !== 3],
  ['a>=0', atk(() => true)],
  // health, Incantations have none
  ['h:1', hp((n) => n === 1)],
  ['hp>=6', hp((n) => n >= 6)],
  ['pv<2', hp((n) => n < 2)],
  ['h!=3', hp((n) => n !== 3)],
  ['-h:3', (c) => c.health !== 3],
  // collector number
  ['n:1', nr((n) => n === 1)],
  ['num<=3', nr((n) => n <= 3)],
  ['number>30', nr((n) => n > 30)],
  // abilities, as an Aura or not
  ['ab:rage', has('rage')],
  ['ab:RAGE', has('rage')],
  ['ab:sharpening', has('sharpening')],
  ['ab:affutage', has('sharpening')],
  ['ab:affûtage', has('sharpening')],
  ['ab:"price of blood"', has('price-of-blood')],
  ['ab:price-of-blood', has('price-of-blood')],
  ['ab:"prix du sang"', has('price-of-blood')],
  ['ability:vulnérabilité', has('vulnerability')],
  ['ab:indestructible', has('indestructible')],
  ['ab!=rage', not(has('rage'))],
  // only as an Aura
  ['aura:sprint', hasAura('sprint')],
  ['aura:indestructible', hasAura('indestructible')],
  ['aura:affutage', hasAura('sharpening')],
  ['aura:rage', hasAura('rage')],
  // only on the card itself (a card may also give it as an Aura: Druide Pacifique)
  ['own:indestructible', hasOwn('indestructible')],
  ['propre:sprint -aura:sprint', all(hasOwn('sprint'), not(hasAura('sprint')))],
  ['own!=rage', not(hasOwn('rage'))],
  // curly quotes and the ≤ sign of phone keyboards
  ['ab:“prix du sang”', has('price-of-blood')],
  ['set:«pack d’initiation»', (c) => c.set === 'initiation'],
  ['m≤3', (c) => c.mana <= 3],
  // is:
  ['is:vanilla', (c) => c.type === 'creature' && c.abilities.length === 0],
  ['is:aura', (c) => c.abilities.some((a) => a.aura)],
  ['is:creature', creature],
  ['is:incantation', incantation],
  ['is:unverified', (c) => !c.verified],
  ['is:verified', (c) => c.verified],
  // negation
  ['-t:creature', incantation],
  ['-ab:rage', not(has('rage'))],
  ['--ab:rage', has('rage')],
  [
    '-(t:creature m<3)',
    not(
      all(
        creature,
        mana((n) => n < 3),
      ),
    ),
  ],
  ['-is:vanilla t:creature', all(creature, (c) => c.abilities.length > 0)],
  // and / or / parentheses
  [
    'ab:rage m<=3',
    all(
      has('rage'),
      mana((n) => n <= 3),
    ),
  ],
  [
    'ab:rage and m<=3',
    all(
      has('rage'),
      mana((n) => n <= 3),
    ),
  ],
  ['ab:rage or ab:sprint', any(has('rage'), has('sprint'))],
  ['ab:rage OR ab:sprint', any(has('rage'), has('sprint'))],
  ['ab:rage ou ab:sprint', any(has('rage'), has('sprint'))],
  ['t:incantation ab:splash or ab:aerial', any(all(incantation, has('splash')), has('aerial'))],
  ['t:incantation (ab:splash or ab:perforation)', all(incantation, any(has('splash'), has('perforation')))],
  [
    't:creature (ab:aerial ou ab:aquatic) -set:initiation',
    all(creature, any(has('aerial'), has('aquatic')), not(inSet('initiation'))),
  ],
  [
    '((m<2 or m>7) t:creature) or a:x',
    any(
      all(
        any(
          mana((n) => n < 2),
          mana((n) => n > 7),
        ),
        creature,
      ),
      (c) => c.attack === 'X',
    ),
  ],
  [
    '-(set:initiation or set:felonie) is:aura',
    all(not(any(inSet('initiation'), inSet('felonie'))), (c) => c.abilities.some((a) => a.aura)),
  ],
];

describe('searchCards: every operator', () => {
  it.each(CASES)('%s', (query, pred) => {
    const result = searchCards(query);
    expect(result.warnings).toEqual([]);
    expect(expected(pred).length).toBeGreaterThan(0);
    expect(result.cards.map((c) => c.slug)).toEqual(expected(pred));
  });

  it('finds Démon-Bélier with "demon", and every card with an empty query', () => {
    expect(found('demon')).toContain('demon-belier');
    expect(found('')).toEqual(CARDS.map((c) => c.slug));
    expect(found('   ')).toEqual(CARDS.map((c) => c.slug));
  });

  it('treats X as not a number: numeric comparisons never match X cards', () => {
    const xCards = expected((c) => c.attack === 'X');
    expect(xCards.length).toBeGreaterThan(0);
    for (const q of ['a>=0', 'a<100', 'a!=3', 'a=0']) expect(found(q).filter((s) => xCards.includes(s))).toEqual([]);
  });

  it('never matches an Incantation on health', () => {
    for (const q of ['h>=0', 'h!=3', 'h<100'])
      expect(found(q).some((s) => CARDS.find((c) => c.slug === s)?.type === 'incantation')).toBe(false);
  });

  it('makes -term the exact complement of term, and or the union', () => {
    for (const q of ['ab:rage', 't:creature m<=2', 'a:x', 'set:felonie or aura:sprint', 'h>3']) {
      const yes = new Set(found(q));
      const no = found(`-(${q})`);
      expect(no.filter((s) => yes.has(s))).toEqual([]);
      expect(yes.size + no.length).toBe(CARDS.length);
    }
    const union = new Set([...found('ab:rage'), ...found('set:felonie')]);
    expect(found('ab:rage or set:felonie').sort()).toEqual([...union].sort());
  });

  it('searches a given card list instead of all cards', () => {
    const few = CARDS.filter(inSet('initiation'));
    expect(searchCards('ab:rage', few).cards.map((c) => c.slug)).toEqual(few.filter(has('rage')).map((c) => c.slug));
  });
});
