import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../db/store';
import { editTokenOpens } from './editAccess';

const dir = mkdtempSync(join(tmpdir(), 'erret-champion-access-'));
let store: Store;

beforeAll(async () => {
  store = await openStore({ driver: 'sqlite', path: join(dir, 'access.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = (name: string) => ({ name, author: '', design: { attack: 1, health: 2, abilities: [] } });

describe('editTokenOpens', () => {
  it('accepts the Champion’s own token only, and writes nothing either way', async () => {
    const { id, token } = await store.champions.create(input('Veilleur'));
    const other = await store.champions.create(input('Autre'));
    const record = (await store.champions.get(id))!;
    expect(await editTokenOpens(store, record, token)).toBe(true);
    expect(await editTokenOpens(store, record, other.token)).toBe(false);
    expect(await editTokenOpens(store, record, '')).toBe(false);
    expect(await editTokenOpens(store, record, 'x'.repeat(500))).toBe(false);
    expect((await store.champions.get(id))!.version).toBe(1);
    expect(await store.champions.history(id)).toHaveLength(1);
  });
});
