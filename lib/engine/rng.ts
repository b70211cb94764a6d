import { mulberry32 } from '../random/mulberry32';

/**
 * The generator's whole state is one 32-bit integer kept in the game state, so a seed and
 * the actions reproduce a game exactly.
 */
export function nextRandom(state: number): [value: number, next: number] {
  const [output, next] = mulberry32(state);
  return [output / 4294967296, next];
}

/** An integer in [0, n). */
export function randomInt(state: number, n: number): [value: number, next: number] {
  const [v, next] = nextRandom(state);
  return [Math.floor(v * n), next];
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffled<T>(items: readonly T[], state: number): [result: T[], next: number] {
  const out = items.slice();
  let rng = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, n] = randomInt(rng, i + 1);
    rng = n;
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return [out, rng];
}

/** Turns any integer seed into a generator state. */
export function seedState(seed: number): number {
  return (Math.trunc(seed) ^ 0x9e3779b9) | 0;
}
