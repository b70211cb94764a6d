/**
 * A least-recently-used map bounded both by entries and by their total size: a burst of
 * distinct keys evicts the oldest instead of growing the process.
 */
export interface Lru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
  readonly bytes: number;
}

export function createLru<V>({ maxEntries, maxBytes, sizeOf }: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }): Lru<V> {
  // A Map iterates in insertion order: re-inserting on each read keeps the oldest first.
  const entries = new Map<string, V>();
  let bytes = 0;
  const drop = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= sizeOf(value);
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      drop(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, value);
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
