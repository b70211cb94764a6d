/**
 * mulberry32, the one seeded generator of the project (engine, bots, card motifs, tests):
 * its whole state is a 32-bit integer, so it can live inside serialisable data.
 * Returns the next 32-bit unsigned output and the next state.
 */
export function mulberry32(state: number): [output: number, next: number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, next];
}

/** A stateful float generator in [0, 1) for code that keeps the generator to itself. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    const [output, next] = mulberry32(state);
    state = next;
    return output / 4294967296;
  };
}
