import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const types = (q: string) => tokenize(q).tokens.map((t) => t.type);

describe('tokenize', () => {
  it('splits terms, words, parentheses, negations and or', () => {
    expect(types('-(t:creature or demon) ab:rage')).toEqual(['neg', 'lparen', 'term', 'or', 'word', 'rparen', 'term']);
  });

  it('reads the longest operator', () => {
    const ops = tokenize('m<=1 m>=2 m!=3 m<4 m>5 m=6 m:7').tokens.map((t) => (t.type === 'term' ? t.op : ''));
    expect(ops).toEqual(['<=', '>=', '!=', '<', '>', '=', ':']);
  });

  it('keeps hyphens and apostrophes inside words, and reads quoted values', () => {
    expect(tokenize("démon-bélier cat'pitaine").tokens).toMatchObject([
      { type: 'word', text: 'démon-bélier', quoted: false },
      { type: 'word', text: "cat'pitaine", quoted: false },
    ]);
    expect(tokenize('ab:"price of blood" "garde royal"').tokens).toMatchObject([
      { type: 'term', key: 'ab', value: 'price of blood', quoted: true, valueStart: 3, valueEnd: 19 },
      { type: 'word', text: 'garde royal', quoted: true, start: 20, end: 33 },
    ]);
  });

  it('recognises or/ou/and/et in any case, but not inside quotes', () => {
    expect(types('a OR b Ou c AND d et e')).toEqual(['word', 'or', 'word', 'or', 'word', 'and', 'word', 'and', 'word']);
    expect(types('"or"')).toEqual(['word']);
  });

  it('reports an unclosed quote and a lone minus sign', () => {
    expect(tokenize('"garde').problems).toEqual([{ code: 'unclosed-quote', start: 0, end: 6 }]);
    expect(tokenize('ab:"price').problems).toEqual([{ code: 'unclosed-quote', start: 3, end: 9 }]);
    expect(tokenize('rage - x').problems).toEqual([{ code: 'dangling-negation', start: 5, end: 6 }]);
  });

  it('stops a value at a parenthesis', () => {
    expect(tokenize('(m<3)').tokens).toMatchObject([
      { type: 'lparen' },
      { type: 'term', value: '3' },
      { type: 'rparen' },
    ]);
  });
});

describe('tokenize: what phones and French keyboards type', () => {
  it('reads curly and French quotes as quotes, keeping spans on the text as typed', () => {
    const typed = 'set:“pack d’initiation” ab:«prix du sang»';
    const { tokens, problems } = tokenize(typed);
    expect(problems).toEqual([]);
    expect(tokens.map((t) => (t.type === 'term' ? [t.key, t.value, t.quoted] : t.type))).toEqual([
      ['set', 'pack d’initiation', true],
      ['ab', 'prix du sang', true],
    ]);
    expect(typed.slice(tokens[1].start, tokens[1].end)).toBe('ab:«prix du sang»');
  });

  it('reads ≤ ≥ ≠ as <= >= !=', () => {
    const ops = tokenize('m≤3 a≥2 h≠1').tokens.map((t) => (t.type === 'term' ? t.op : t.type));
    expect(ops).toEqual(['<=', '>=', '!=']);
  });
});
