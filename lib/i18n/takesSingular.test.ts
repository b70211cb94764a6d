import { describe, expect, it } from 'vitest';
import { takesSingular } from './takesSingular';

describe('takesSingular', () => {
  it('follows each language: English singular for 1 only, French for 0 and 1', () => {
    expect([0, 1, 2, 21].map((n) => takesSingular(n, 'en'))).toEqual([false, true, false, false]);
    expect([0, 1, 2, 21].map((n) => takesSingular(n, 'fr'))).toEqual([true, true, false, false]);
  });
});
