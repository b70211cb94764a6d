import { mulberry32 } from '../random/mulberry32';

/**
 * The simulator's own seeded generator (mulberry32 on a 32-bit integer): bots and game
 * seeds never touch Math.random, so a seed reproduces every decision on any machine.
 */
export interface Rng {
  /** An integer in [0, n). */
  int(n: number): number;
  /** The generator's current 32-bit state. */
  readonly state: number;
}

export function createRng(seed: number): Rng {
  let s = seed | 0;
  return {
    int(n: number): number {
      const [output, next] = mulberry32(s);
      s = next;
      // Integer-only reduction: the same result whatever the platform's float rounding.
      return output % n;
    },
    get state() {
      return s;
    },
  };
}

/** A well-mixed 32-bit seed for item `index` of a run seeded with `seed` (murmur3 finaliser). */
export function deriveSeed(seed: number, index: number, stream = 0): number {
  let h = (Math.trunc(seed) ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca77)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
