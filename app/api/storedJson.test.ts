import { expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { describeEachStore } from '@/lib/api/fixtures/eachStore';
import { openPostgres } from '@/lib/db/postgres';
import { openSqlite } from '@/lib/db/sqlite';
import { getStore } from '@/lib/db/store';
import * as champions from './champions/route';
import * as champion from './champions/[id]/route';
import * as decks from './decks/route';
import * as deck from './decks/[id]/route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Writes a JSON column behind the app's back, as a bad migration or a hand edit could. */
async function corrupt(
  table: 'decks' | 'champions',
  column: string,
  id: string,
  text: { sqlite: string; postgres: string },
) {
  const store = await getStore();
  const url = process.env.DATABASE_URL;
  const driver = url ? openPostgres(url) : openSqlite(process.env.ERRET_DB_PATH!);
  try {
    await driver.run(`UPDATE ${table} SET ${column} = ${url ? '?::jsonb' : '?'} WHERE id = ?`, [
      text[store.dialect],
      id,
    ]);
  } finally {
    await driver.close();
  }
}

describeEachStore('stored JSON read back', () => {
  it('a Champion whose design is not an object is reported unreadable, and left out of the list', async () => {
    const created = await (
      await champions.POST(
        new Request(`${base}/api/champions`, json({ name: 'Kept', attack: 1, health: 2, abilities: [] })),
      )
    ).json();
    const broken = await (
      await champions.POST(
        new Request(`${base}/api/champions`, json({ name: 'Broken', attack: 1, health: 2, abilities: [] })),
      )
    ).json();
    await corrupt('champions', 'design', broken.id, { sqlite: '{"attack": 1,', postgres: '[1, 2]' });
    const read = await champion.GET(new Request(`${base}/api/champions/${broken.id}`), params(broken.id));
    expect(read.status).toBe(500);
    expect(await read.json()).toMatchObject({ code: 'champion-unreadable', field: 'design' });
    const list = await champions.GET(new Request(`${base}/api/champions`));
    expect(list.status).toBe(200);
    expect((await list.json()).items.map((c: { id: string }) => c.id)).toEqual([created.id]);
  });

  it('a deck whose cards are not a list of slugs is shown without them, and does not break the gallery', async () => {
    const { id } = await (
      await decks.POST(new Request(`${base}/api/decks`, json({ name: 'Broken cards', cards: PRECONSTRUCTED[0].cards })))
    ).json();
    await corrupt('decks', 'cards', id, { sqlite: 'not json', postgres: '{"cards": 8}' });
    const read = await deck.GET(new Request(`${base}/api/decks/${id}`), params(id));
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, cards: [], code: null });
    expect((await decks.GET(new Request(`${base}/api/decks?sort=newest`))).status).toBe(200);
  });
});
