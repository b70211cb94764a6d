import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../errors';
import { badParam, parseInput, queryObject, wholeNumberParam } from './parse';

describe('queryObject', () => {
  it('keeps the first value of each name, as URLSearchParams.get reads it', () => {
    expect({ ...queryObject(new URLSearchParams('a=1&b=2&a=3')) }).toEqual({ a: '1', b: '2' });
  });

  it('takes "__proto__" and "constructor" as parameters like any other', () => {
    const query = queryObject(new URLSearchParams('__proto__=x&constructor=y&limit=2'));
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor', 'limit']);
    expect(Object.getPrototypeOf(query)).toBeNull();
  });
});

describe('parseInput', () => {
  const schema = z.object({
    sort: z.enum(['newest', 'views'], { error: 'bad sort' }),
    limit: wholeNumberParam('limit', 1, 100, 24),
  });

  it('gives the checked, typed value', () => {
    expect(parseInput(schema, { sort: 'views', limit: '' }, badParam)).toEqual({ sort: 'views', limit: 24 });
    expect(parseInput(schema, { sort: 'views', limit: '7' }, badParam)).toEqual({ sort: 'views', limit: 7 });
  });

  it('throws the refusal of the first issue, in the order the schema lists its fields', () => {
    let thrown: unknown;
    try {
      parseInput(schema, { sort: 'oldest', limit: '0' }, badParam);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).body).toEqual({ error: 'bad sort', code: 'bad-param', field: 'sort' });
  });
});

describe('wholeNumberParam', () => {
  it('refuses what is not a whole number in range with its one message', () => {
    for (const value of ['0', '101', '1.5', 'abc', 'Infinity', '-1']) {
      expect(wholeNumberParam('limit', 1, 100, 24).safeParse(value).error?.issues[0].message, value).toBe(
        'The limit must be a whole number from 1 to 100.',
      );
    }
  });
});
