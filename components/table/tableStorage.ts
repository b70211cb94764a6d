/**
 * The browser's localStorage, read and written without ever throwing: storage can be
 * disabled, full or blocked (private browsing), and the table must then simply not remember.
 */
export const tableStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      /* not remembered: the game goes on */
    }
  },
};
