export interface Lru<V> {
  get(key: string): V | undefined;
  /** Keeps `value` unless it alone is over the byte bound; evicts the least recently used until within both bounds. */
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  readonly bytes: number;
}

export declare function createLru<V>(bounds: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }): Lru<V>;
