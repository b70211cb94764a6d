// Plain JavaScript so that the server script in front of Next (scripts/serve/) can use it as
// well as the app. Types: lru.d.mts.

/**
 * A least-recently-used map bounded both by entries and by their total size: a burst of
 * distinct keys evicts the oldest instead of growing the process.
 */
export function createLru({ maxEntries, maxBytes, sizeOf }) {
  // A Map iterates in insertion order: re-inserting on each read keeps the oldest first.
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
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
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value);
    },
    delete: drop,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
