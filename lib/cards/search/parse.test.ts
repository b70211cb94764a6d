import { describe, expect, it } from 'vitest';
import { CARDS, type OfficialCard } from '../index';
import { parseQuery } from './parse';
import { searchCards } from './searchCards';
import type { WarningCode } from './types';

type Pred = (c: OfficialCard) => boolean;
const has =
  (slug: string): Pred =>
  (c) =>
    c.abilities.some((a) => a.ability === slug);
const everything: Pred = () => true;
const expected = (p: Pred) => CARDS.filter(p).map((c) => c.slug);

describe('parseQuery: the tree', () => {
  it('builds and/or/not with and binding tighter than or', () => {
    const { ast, warnings } = parseQuery('t:creature ab:rage or -m<2');
    expect(warnings).toEqual([]);
    expect(ast).toMatchObject({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            { kind: 'type', value: 'creature' },
            { kind: 'ability', value: 'rage', scope: 'any' },
          ],
        },
        { kind: 'not', child: { kind: 'compare', field: 'mana', op: '<', value: 2 } },
      ],
    });
  });

  it('records where each term is, parentheses and minus sign included', () => {
    const query = 'ab:rage -(m<2 or a:x)';
    const { ast } = parseQuery(query);
    if (ast?.kind !== 'and') throw new Error('expected an and');
    expect(ast.children.map((n) => query.slice(n.start, n.end))).toEqual(['ab:rage', '-(m<2 or a:x)']);
  });

  it('reads : as = and keeps X as a value', () => {
    expect(parseQuery('a:x').ast).toMatchObject({ kind: 'compare', field: 'attack', op: '=', value: 'X' });
    expect(parseQuery('m:4').ast).toMatchObject({ kind: 'compare', field: 'mana', op: '=', value: 4 });
  });

  it('turns != on names and lists into a negation', () => {
    expect(parseQuery('t!=creature').ast).toMatchObject({ kind: 'not', child: { kind: 'type', value: 'creature' } });
  });

  it('reads order: and dir: as sort settings, not filters', () => {
    expect(parseQuery('ab:rage order:mana dir:desc')).toMatchObject({
      order: 'mana',
      dir: 'desc',
      ast: { kind: 'ability' },
    });
    expect(parseQuery('order:attack').order).toBe('atk');
    expect(parseQuery('order:pv dir:décroissant')).toMatchObject({ order: 'hp', dir: 'desc' });
  });

  it('gives null for an empty query', () => {
    expect(parseQuery('')).toMatchObject({ ast: null, warnings: [] });
  });
});

// [query, warning code, offending text, its position, what the rest of the query still finds]
const MALFORMED: Array<[string, WarningCode, string, number, Pred]> = [
  ['foo:bar t:incantation', 'unknown-key', 'foo:bar', 0, (c) => c.type === 'incantation'],
  ['t<creature ab:rage', 'bad-operator', 't<creature', 0, has('rage')],
  ['ab>=rage t:incantation', 'bad-operator', 'ab>=rage', 0, (c) => c.type === 'incantation'],
  ['order<mana ab:rage', 'bad-operator', 'order<mana', 0, has('rage')],
  ['m<=abc t:incantation', 'bad-number', 'm<=abc', 0, (c) => c.type === 'incantation'],
  ['ab:sprint m>=2x', 'bad-number', 'm>=2x', 10, has('sprint')],
  ['h:x ab:rage', 'bad-number', 'h:x', 0, has('rage')],
  ['a>x ab:rage', 'x-operator', 'a>x', 0, has('rage')],
  ['t: ab:rage', 'empty-value', 't:', 0, has('rage')],
  ['ab:"" ab:sprint', 'empty-value', 'ab:""', 0, has('sprint')],
  ['ab:rag', 'unknown-value', 'ab:rag', 0, everything],
  ['t:creature set:felony', 'unknown-value', 'set:felony', 11, (c) => c.type === 'creature'],
  ['-is:foo', 'unknown-value', 'is:foo', 1, everything],
  ['order:power ab:rage', 'unknown-sort', 'order:power', 0, has('rage')],
  ['ab:rage dir:up', 'unknown-sort', 'dir:up', 8, has('rage')],
  ['"garde royal', 'unclosed-quote', '"garde royal', 0, (c) => c.name === 'Garde Royal'],
  ['ab:"price of', 'unclosed-quote', '"price of', 3, everything],
  ['(ab:rage m<2', 'unclosed-paren', '(ab:rage m<2', 0, (c) => has('rage')(c) && c.mana < 2],
  ['ab:rage ) m<2', 'unmatched-paren', ')', 8, (c) => has('rage')(c) && c.mana < 2],
  ['() ab:rage', 'empty-group', '()', 0, has('rage')],
  ['ab:rage or', 'dangling-or', 'or', 8, has('rage')],
  ['OR ab:rage', 'dangling-or', 'OR', 0, has('rage')],
  ['ab:rage or or ab:sprint', 'dangling-or', 'or', 11, (c) => has('rage')(c) || has('sprint')(c)],
  ['(ab:rage or) m<2', 'dangling-or', 'or', 9, (c) => has('rage')(c) && c.mana < 2],
  ['ab:rage -', 'dangling-negation', '-', 8, has('rage')],
  ['(ab:rage -) m<2', 'dangling-negation', '-', 9, (c) => has('rage')(c) && c.mana < 2],
  ['-order:name ab:sprint', 'negated-directive', '-order:name', 0, has('sprint')],
  ['!!! t:incantation', 'empty-text', '!!!', 0, (c) => c.type === 'incantation'],
  ['name:-- ab:rage', 'empty-text', 'name:--', 0, has('rage')],
];

describe('malformed queries: never a throw, always a warning, the rest is searched', () => {
  it.each(MALFORMED)('%s', (query, code, text, start, pred) => {
    const result = searchCards(query);
    const warning = result.warnings.find((w) => w.code === code);
    expect(warning, JSON.stringify(result.warnings)).toBeDefined();
    expect(warning).toMatchObject({ text, start, end: start + text.length });
    expect(query.slice(warning!.start, warning!.end)).toBe(text);
    const quotesText = code !== 'unmatched-paren' && code !== 'dangling-negation';
    if (quotesText) expect(warning!.message.en).toContain(text);
    expect(warning!.message.en.length).toBeGreaterThan(10);
    expect(warning!.message.fr).not.toBe(warning!.message.en);
    // Compared as sets: -order:name changes the order, which sort.test.ts covers.
    expect(result.cards.map((c) => c.slug).sort()).toEqual(expected(pred).sort());
  });

  it('suggests a close value or key', () => {
    expect(parseQuery('ab:rag').warnings[0]).toMatchObject({ suggestion: 'ab:rage' });
    expect(parseQuery('ab:rag').warnings[0].message.en).toContain('Did you mean ab:rage?');
    expect(parseQuery('ab:rag').warnings[0].message.fr).toContain('Vouliez-vous dire ab:rage ?');
    expect(parseQuery('set:felony').warnings[0].suggestion).toBe('set:felonie');
    expect(parseQuery('tpye:creature').warnings[0].suggestion).toBe('type:creature');
    expect(parseQuery('order:manna').warnings[0].suggestion).toBe('order:mana');
    expect(parseQuery('ab:zzzzzz').warnings[0].suggestion).toBeUndefined();
  });

  it('still applies a negated sort', () => {
    expect(searchCards('-order:name').order).toBe('name');
  });

  it('survives very deep nesting with a warning', () => {
    const query = `${'('.repeat(200)}ab:rage${')'.repeat(200)}`;
    const result = searchCards(query);
    expect(result.warnings.some((w) => w.code === 'too-deep')).toBe(true);
    expect(result.cards.map((c) => c.slug)).toEqual(expected(has('rage')));
  });

  it('keeps at most ten warnings, the first ones', () => {
    const { warnings } = parseQuery('x:1 '.repeat(30));
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toMatchObject({ code: 'unknown-key', start: 0 });
    expect(parseQuery('- '.repeat(30)).warnings).toHaveLength(10);
  });

  it('suggests another keyword only when the rewritten term would be understood', () => {
    expect(parseQuery('typ:creature').warnings[0].suggestion).toBe('type:creature');
    const [warning] = parseQuery('c:red').warnings;
    expect(warning.code).toBe('unknown-key');
    expect(warning).not.toHaveProperty('suggestion');
  });

  it("takes the names of Object.prototype's members for the unknown keywords they are", () => {
    // Only names made of letters can stand as keywords ("constructor", "toString"…).
    for (const key of Object.getOwnPropertyNames(Object.prototype).filter((k) => /^\p{L}+$/u.test(k))) {
      const result = searchCards(`${key}:x t:incantation`);
      expect(
        result.warnings.map((w) => w.code),
        key,
      ).toEqual(['unknown-key']);
      expect(
        result.cards.every((c) => c.type === 'incantation'),
        key,
      ).toBe(true);
    }
  });

  it('survives odd inputs', () => {
    for (const query of [
      '(',
      ')',
      '"',
      '-',
      '--',
      'or',
      'and',
      ':',
      'a:',
      '::',
      '((()))',
      ')(',
      '-(',
      'm>=',
      '"',
      '""',
      '\u0000',
      'é:é',
      '- - -',
      'ab:"x" "y',
      '\t\n',
    ]) {
      expect(() => searchCards(query), query).not.toThrow();
    }
  });

  it('never throws on random garbage, and every warning points inside the query', () => {
    const alphabet = 'abmth:=<>!-() "oxr3é';
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let run = 0; run < 500; run += 1) {
      const length = next() % 30;
      const query = Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
      const result = searchCards(query);
      for (const w of result.warnings) {
        expect(w.start).toBeGreaterThanOrEqual(0);
        expect(w.end).toBeLessThanOrEqual(query.length);
        expect(w.start).toBeLessThan(w.end);
        expect(w.text).toBe(query.slice(w.start, w.end));
      }
    }
  });
});
