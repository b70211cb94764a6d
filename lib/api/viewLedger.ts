import { createHmac, randomBytes } from 'node:crypto';
import type { SharedCounters } from '../db/counters';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ViewLedgerOptions {
  /** Most viewers remembered per day; past it no new view counts until the next day. */
  capacity?: number;
  /** A fresh secret for each day (tests pass a fixed one). */
  newKey?: () => Buffer;
}

/**
 * Decides whether a page view counts: a viewer counts once per deck (or Champion) per UTC day,
 * so reloading cannot inflate "Most viewed". Nothing personal is kept: only a keyed hash of (page, viewer)
 * under a random key that lives in memory and is thrown away, with every hash, when the day
 * changes; the viewer's address itself is never stored. Over capacity, views stop counting
 * rather than letting a flood of forged addresses in.
 */
export class ViewLedger implements ViewCounter {
  private day = -1;
  private key: Buffer = Buffer.alloc(0);
  private seen = new Set<string>();
  private readonly capacity: number;
  private readonly newKey: () => Buffer;

  constructor({ capacity = 200_000, newKey = () => randomBytes(32) }: ViewLedgerOptions = {}) {
    this.capacity = capacity;
    this.newKey = newKey;
  }

  /** True the first time this viewer is seen on this page today (`page`: a deck id, or "champion:<id>"), false afterwards. */
  async firstView(page: string, viewer: string, now: number = Date.now()): Promise<boolean> {
    const day = Math.floor(now / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      this.key = this.newKey();
      this.seen = new Set();
    }
    const mark = viewMark(this.key, page, viewer);
    if (this.seen.has(mark) || this.seen.size >= this.capacity) return false;
    this.seen.add(mark);
    return true;
  }

  /** How many (page, viewer) pairs are remembered today. */
  get size(): number {
    return this.seen.size;
  }
}

export interface ViewCounter {
  firstView(page: string, viewer: string, now?: number): Promise<boolean>;
}

function viewMark(key: Uint8Array, page: string, viewer: string): string {
  return createHmac('sha256', key).update(`${page}\u0000${viewer}`).digest('base64url').slice(0, 22);
}

/**
 * The same ledger kept in the database, so that a viewer counts once whichever process serves
 * them: the day's key is drawn by the first process to need it and thrown away the next day.
 */
export function sharedViewLedger(
  counters: SharedCounters,
  { capacity = 200_000, newKey = () => randomBytes(32) }: ViewLedgerOptions = {},
): ViewCounter {
  let cached: { day: number; key: Uint8Array } | null = null;
  return {
    async firstView(page, viewer, now = Date.now()) {
      const day = Math.floor(now / DAY_MS);
      if (cached?.day !== day) cached = { day, key: await counters.dayKey(day, newKey()) };
      return counters.markView(day, viewMark(cached.key, page, viewer), capacity);
    },
  };
}

// Kept on globalThis: Next may load this module once per route bundle, and the pages and
// the API must share one ledger.
const holder = globalThis as typeof globalThis & { __erretViews?: ViewLedger };

/** The server's ledger of deck and Champion views: in the database when it is shared, else in memory. */
export function viewLedger(counters: SharedCounters | null): ViewCounter {
  if (counters) return sharedViewLedger(counters);
  holder.__erretViews ??= new ViewLedger();
  return holder.__erretViews;
}
