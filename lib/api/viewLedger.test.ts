import { describe, expect, it } from 'vitest';
import { viewLedger, ViewLedger } from './viewLedger';

const NOON = Date.UTC(2026, 0, 10, 12);
const HOUR = 3600_000;

describe('ViewLedger', () => {
  it('counts a viewer once per deck per day', async () => {
    const ledger = new ViewLedger();
    expect(await ledger.firstView('deck1', '203.0.113.5', NOON)).toBe(true);
    expect(await ledger.firstView('deck1', '203.0.113.5', NOON + HOUR)).toBe(false);
    expect(await ledger.firstView('deck2', '203.0.113.5', NOON + HOUR)).toBe(true);
    expect(await ledger.firstView('deck1', '198.51.100.7', NOON + HOUR)).toBe(true);
    expect(await ledger.firstView('deck1', '203.0.113.5', NOON + 12 * HOUR)).toBe(true);
    expect(ledger.size).toBe(1);
  });

  it('keeps no address, only hashes under a key that changes each day', async () => {
    const keys: Buffer[] = [];
    const ledger = new ViewLedger({
      newKey: () => {
        keys.push(Buffer.alloc(32, keys.length + 1));
        return keys.at(-1)!;
      },
    });
    await ledger.firstView('deck1', '203.0.113.5', NOON);
    const kept = JSON.stringify([...(ledger as unknown as { seen: Set<string> }).seen]);
    expect(kept).not.toContain('203.0.113');
    expect(kept).not.toContain('deck1');
    await ledger.firstView('deck1', '203.0.113.5', NOON + 24 * HOUR);
    expect(keys).toHaveLength(2);
  });

  it('stops counting new viewers once full, until the next day', async () => {
    const ledger = new ViewLedger({ capacity: 2 });
    expect(await ledger.firstView('d', 'a', NOON)).toBe(true);
    expect(await ledger.firstView('d', 'b', NOON)).toBe(true);
    expect(await ledger.firstView('d', 'c', NOON)).toBe(false);
    expect(await ledger.firstView('d', 'c', NOON + 24 * HOUR)).toBe(true);
  });

  it('is one ledger for the whole server', async () => {
    expect(viewLedger(null)).toBe(viewLedger(null));
  });
});
