import { describe, expect, it } from 'vitest';
import { parseQueryTree, splitDeckQuery } from './queryTree';

const tree = (query: string) => parseQueryTree(splitDeckQuery(query), (token) => (token === 'bad' ? null : token));

describe('splitDeckQuery', () => {
  it('splits off parentheses and keeps quoted runs whole', () => {
    expect(splitDeckQuery('(card:baron or -(ab:"price of blood" x))')).toEqual([
      '(',
      'card:baron',
      'or',
      '-(',
      'ab:"price of blood"',
      'x',
      ')',
      ')',
    ]);
  });
});

describe('parseQueryTree', () => {
  it('binds and tighter than or, and negates a group', () => {
    expect(tree('a b or c').root).toEqual({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            { kind: 'term', term: 'a' },
            { kind: 'term', term: 'b' },
          ],
        },
        { kind: 'term', term: 'c' },
      ],
    });
    expect(tree('-(a OU c) and d').root).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'not',
          child: {
            kind: 'or',
            children: [
              { kind: 'term', term: 'a' },
              { kind: 'term', term: 'c' },
            ],
          },
        },
        { kind: 'term', term: 'd' },
      ],
    });
  });

  it('closes an unclosed parenthesis at the end, silently', () => {
    expect(tree('((a')).toEqual({ root: { kind: 'term', term: 'a' }, problems: [] });
  });

  it('reports a dangling or, a stray ) and (), but not an or whose side was refused', () => {
    expect(tree('or a ) () b or').problems.map((p) => p.code)).toEqual([
      'dangling-or',
      'unmatched-close',
      'empty-group',
      'dangling-or',
    ]);
    expect(tree('bad or a')).toEqual({ root: { kind: 'term', term: 'a' }, problems: [] });
  });
});
