import { LRUCache } from 'lru-cache';

export interface Lru<V> {
  get(key: string): V | undefined;
  /** Keeps `value` unless it alone is over the byte bound; evicts the least recently used until within both bounds. */
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  readonly bytes: number;
}

/**
 * A least-recently-used map bounded both by entries and by their total size, so that a burst of
 * distinct keys evicts the oldest instead of growing the process. lru-cache does the keeping;
 * this is only the one shape every cache of the app asks for.
 */
export function createLru<V extends object | string>(bounds: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
}): Lru<V> {
  const cache = new LRUCache<string, V>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    // lru-cache counts sizes as positive integers; an empty value still takes a slot.
    sizeCalculation: (value) => Math.max(1, Math.ceil(bounds.sizeOf(value))),
  });
  return {
    get: (key) => cache.get(key),
    set(key, value) {
      // lru-cache refuses a value over maxSize but keeps the old one under that key: drop it too.
      if (bounds.sizeOf(value) > bounds.maxBytes) cache.delete(key);
      else cache.set(key, value);
    },
    delete: (key) => void cache.delete(key),
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
