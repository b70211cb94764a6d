import { describe, expect, it } from 'vitest';
import {
  MINE_MAX_ENTRIES,
  mergeMine,
  readMineFile,
  readStoredMine,
  withoutMine,
  writeMineFile,
  type MineEntry,
} from './mineList';

const token = 'A'.repeat(32);
const entry = (id: string, at: string, extra: Partial<MineEntry> = {}): MineEntry => ({
  kind: 'deck',
  id,
  name: `Deck ${id}`,
  token,
  at,
  ...extra,
});
const deckA = entry('deckA123', '2026-12-01T10:00:00.000Z');
const deckB = entry('deckB123', '2026-12-03T10:00:00.000Z');
const champion = entry('deckA123', '2026-12-02T10:00:00.000Z', { kind: 'champion', name: 'Gardienne' });

describe('the Mine list', () => {
  it('keeps one entry per deck or Champion, the latest, newest first', () => {
    const renamed = { ...deckA, name: 'Renamed', at: '2026-12-04T00:00:00.000Z' };
    expect(mergeMine([deckA, deckB, champion], [renamed])).toEqual([renamed, deckB, champion]);
    expect(mergeMine([renamed], [deckA])).toEqual([renamed]);
    expect(withoutMine([deckA, champion], { kind: 'deck', id: 'deckA123' })).toEqual([champion]);
  });

  it('reads back what an export writes', () => {
    expect(readMineFile(writeMineFile([deckB, champion, deckA]))).toEqual({
      ok: true,
      items: [deckB, champion, deckA],
    });
  });

  it('refuses a bad file with the reason, the first bad entry named', () => {
    const file = (value: unknown) => readMineFile(JSON.stringify(value));
    expect(readMineFile('not json {')).toEqual({ ok: false, error: { code: 'not-json' } });
    expect(file([deckA])).toEqual({ ok: false, error: { code: 'not-mine' } });
    expect(file({ kind: 'other', version: 1, items: [] })).toEqual({ ok: false, error: { code: 'not-mine' } });
    expect(file({ kind: 'erret-mine', version: 2, items: [] })).toEqual({
      ok: false,
      error: { code: 'newer-version', version: 2 },
    });
    expect(
      file({ kind: 'erret-mine', version: 1, items: Array.from({ length: MINE_MAX_ENTRIES + 1 }, () => deckA) }),
    ).toMatchObject({ ok: false, error: { code: 'too-many' } });
    expect(readMineFile('{}', 10_000_000)).toMatchObject({ ok: false, error: { code: 'too-large' } });
    const bad: Record<string, unknown>[] = [
      { ...deckA, kind: 'card' },
      { ...deckA, id: '../x' },
      { ...deckA, token: 'short' },
      { ...deckA, token: `${token}?x=1` },
      { ...deckA, name: 'x'.repeat(81) },
      { ...deckA, name: 'a\u202Eb' },
      { ...deckA, at: 'yesterday' },
      { ...deckA, extra: 1 },
    ];
    for (const item of bad)
      expect(file({ kind: 'erret-mine', version: 1, items: [deckB, item] }), JSON.stringify(item)).toEqual({
        ok: false,
        error: { code: 'bad-entry', index: 1 },
      });
  });

  it('reads what the browser stored, leaving out what is not an entry', () => {
    expect(readStoredMine(JSON.stringify([deckA, { nope: 1 }, deckB]))).toEqual([deckB, deckA]);
    expect(readStoredMine('{broken')).toEqual([]);
    expect(readStoredMine(null)).toEqual([]);
  });
});
