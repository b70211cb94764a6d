import { createLru } from '@/lib/cache/lru';

export interface SearchCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** An entry of the current version is served as is this long after its search… */
  freshMs: number;
  /** …and up to this age while one search renews it; older, the request waits for the search. */
  servedMs: number;
  now?: () => number;
}

export const SEARCH_CACHE_DEFAULTS: SearchCacheOptions = {
  maxEntries: 2000,
  maxBytes: 16 * 1024 * 1024,
  freshMs: 5_000,
  servedMs: 30_000,
};

type Entry<T> = { version: number; at: number; value: T; size: number };

export interface SearchCache<T> {
  /** The value of `key` at `version`: kept if it was stored at that version, else searched (once for concurrent callers). */
  get(key: string, version: number, search: () => Promise<T>): Promise<{ value: T; hit: boolean }>;
  readonly entries: number;
  readonly bytes: number;
}

/**
 * Search results kept by key and tagged with the database version they were read at: an
 * entry is served only to a request that read the same version, so a write anywhere (this
 * process or another) is seen at once. What the version does not count (view counts) may lag
 * by at most `servedMs`. Bounded by entries and by bytes (`sizeOf`).
 */
export function createSearchCache<T>(
  sizeOf: (value: T) => number,
  options: SearchCacheOptions = SEARCH_CACHE_DEFAULTS,
): SearchCache<T> {
  const { maxEntries, maxBytes, freshMs, servedMs, now = Date.now } = options;
  const lru = createLru<Entry<T>>({ maxEntries, maxBytes, sizeOf: (entry) => entry.size });
  const running = new Map<string, Promise<T>>();

  const search = (key: string, version: number, run: () => Promise<T>): Promise<T> => {
    const flight = `${version}\u0000${key}`;
    let job = running.get(flight);
    if (!job) {
      job = run()
        .then((value) => {
          // A search of an older version finishing late must not replace a newer entry.
          const kept = lru.get(key);
          if (!kept || kept.version <= version) lru.set(key, { version, at: now(), value, size: sizeOf(value) });
          return value;
        })
        .finally(() => running.delete(flight));
      running.set(flight, job);
    }
    return job;
  };

  return {
    async get(key, version, run) {
      const entry = lru.get(key);
      if (entry?.version === version) {
        const age = now() - entry.at;
        if (age < freshMs) return { value: entry.value, hit: true };
        if (age < servedMs) {
          // A failed renewal leaves the entry to age out; the next request after that searches itself.
          search(key, version, run).catch(() => undefined);
          return { value: entry.value, hit: true };
        }
      }
      return { value: await search(key, version, run), hit: false };
    },
    get entries() {
      return lru.size;
    },
    get bytes() {
      return lru.bytes;
    },
  };
}
