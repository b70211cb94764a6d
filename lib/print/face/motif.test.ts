import { describe, expect, it } from 'vitest';
import { hashSlug, hsl, motifPrimitives } from './motif';
import { seededRandom } from '../../random/mulberry32';
import { PALETTES } from './palette';

const base = { name: 'N', type: 'creature' as const, mana: 1, attack: 1, health: 1, abilities: [] };
const box = { x: 0, y: 0, width: 48, height: 38 };

describe('generated motif', () => {
  it('is the same for the same slug and differs between slugs', () => {
    const a = motifPrimitives({ ...base, slug: 'brute' }, box, PALETTES.creature);
    expect(motifPrimitives({ ...base, slug: 'brute' }, box, PALETTES.creature)).toEqual(a);
    expect(motifPrimitives({ ...base, slug: 'baron' }, box, PALETTES.creature)).not.toEqual(a);
  });

  it('clips itself to its box', () => {
    const [g] = motifPrimitives({ ...base, slug: 'brute' }, box, PALETTES.creature);
    expect(g.kind === 'group' && g.clip).toBe('M0 0h48v38h-48Z');
  });

  it('hashes and draws numbers deterministically in [0, 1)', () => {
    expect(hashSlug('brute')).toBe(hashSlug('brute'));
    expect(hashSlug('brute')).not.toBe(hashSlug('brutf'));
    const r = seededRandom(42);
    const values = Array.from({ length: 1000 }, r);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
    expect(seededRandom(42)()).toBe(values[0]);
  });

  it('converts HSL to hex', () => {
    expect(hsl(0, 1, 0.5)).toBe('#ff0000');
    expect(hsl(120, 1, 0.25)).toBe('#008000');
  });
});
