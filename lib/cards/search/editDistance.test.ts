import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('rage', 'rage')).toBe(0);
    expect(editDistance('rag', 'rage')).toBe(1);
    expect(editDistance('rage', 'rag')).toBe(1);
    expect(editDistance('sprnt', 'sprint')).toBe(1);
    expect(editDistance('sprxnx', 'sprint')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('tpye', 'type')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});

describe('closest', () => {
  const words = ['rage', 'splash', 'sprint', 'perforation'].map((w) => ({ key: w, value: w }));
  it('finds the nearest candidate within the typo limit', () => {
    expect(closest('rag', words)).toBe('rage');
    expect(closest('sprnt', words)).toBe('sprint');
    expect(closest('perfortion', words)).toBe('perforation');
  });
  it('suggests nothing when every candidate is far', () => {
    expect(closest('xyz', words)).toBeUndefined();
    expect(closest('ab', words)).toBeUndefined();
  });
});
