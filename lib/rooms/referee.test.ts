import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { championToCard } from '../champions/toCard';
import { openStore, type Store, type StoreConfig } from '../db/store';
import type { PlayerId } from '../engine';
import { createRng } from '../sim/rng';
import { createReferee, type Referee } from './referee';
import type { RoomSettings } from './model';
import { AWAY_AFTER_MS, ROOM_IDLE_MS, type RoomSnapshot } from './protocol';
import { joinDeck, personMove, tempSqliteStore } from './testing';

const pgUrl = process.env.TEST_DATABASE_URL;

const FFA: Omit<RoomSettings, 'seed'> = {
  mode: 'ffa',
  format: 'preconstructed',
  champions: false,
  seats: {
    A: { kind: 'person' },
    B: { kind: 'bot', bot: 'greedy' },
    C: { kind: 'person' },
    D: { kind: 'bot', bot: 'planner' },
  },
};

async function joined(
  referee: Referee,
  settings: Omit<RoomSettings, 'seed'>,
  extra: (seat: PlayerId) => object = () => ({}),
) {
  const room = await referee.create(settings);
  const people = Object.entries(room.seatSecrets).filter(
    ([seat]) => settings.seats[seat as PlayerId]?.kind === 'person',
  ) as [PlayerId, string][];
  for (const [k, [seat, secret]] of people.entries())
    await referee.join(room.code, seat, secret, { name: seat, deck: joinDeck(settings, k), ...extra(seat) });
  return { ...room, people };
}

/** One move by whichever person may move; false when nobody can. */
async function moveOnce(referee: Referee, code: string, people: [PlayerId, string][], seed: number): Promise<boolean> {
  await referee.idle();
  for (const [seat, secret] of people) {
    const s = await referee.snapshot(code, seat);
    const move = personMove(s, createRng(seed));
    if (!move) continue;
    if ('pick' in move) await referee.pick(code, secret, move.pick, s.version);
    else await referee.act(code, secret, move.action, s.version);
    return true;
  }
  return false;
}

function restartSuite(name: string, open: () => Promise<Store>) {
  it(`${name}: a restart in mid-game resumes every seat's view exactly, bots included, and the game plays on to its end`, async () => {
    let store = await open();
    let referee = createReferee(store, { newSeed: () => 4242 });
    const room = await joined(referee, FFA);
    await referee.start(room.code, room.hostSecret);
    for (let i = 0; i < 12; i++) await moveOnce(referee, room.code, room.people, i);
    await referee.idle();
    const viewers: (PlayerId | null)[] = ['A', 'C', null];
    const before = await Promise.all(viewers.map((v) => referee.snapshot(room.code, v)));
    referee.close();
    await store.close();

    store = await open();
    referee = createReferee(store);
    const after = await Promise.all(viewers.map((v) => referee.snapshot(room.code, v)));
    expect(after).toEqual(before);
    let last: RoomSnapshot = after[0];
    for (let i = 12; i < 600 && last.phase === 'playing'; i++) {
      await moveOnce(referee, room.code, room.people, i);
      await referee.idle();
      last = await referee.snapshot(room.code, 'A');
    }
    expect(last.phase).toBe('over');
    referee.close();
    await store.close();
  }, 120_000);
}

describe('rooms kept in the database', () => {
  const sqlite = tempSqliteStore('referee');
  afterAll(async () => (await sqlite).remove());
  restartSuite('SQLite', async () => (await sqlite).reopen());

  if (pgUrl) {
    const schema = `erret_referee_${process.pid}_${Date.now()}`;
    const config: StoreConfig = { driver: 'postgres', url: pgUrl, schema };
    afterAll(async () => {
      const client = new Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });
    restartSuite('PostgreSQL', () => openStore(config));
  }
});

describe('time in a room', () => {
  it('ends a room idle for 24 hours, and only then; an ended room takes no step', async () => {
    const { store, remove } = await tempSqliteStore('idle');
    let now = Date.UTC(2030, 0, 1);
    const referee = createReferee(store, { now: () => now });
    const room = await joined(referee, {
      mode: 'duel',
      format: 'preconstructed',
      champions: false,
      seats: { A: { kind: 'person' }, B: { kind: 'person' } },
    });
    now += ROOM_IDLE_MS - 1000;
    await referee.sweep();
    expect((await referee.snapshot(room.code, null)).phase).toBe('lobby');
    now += 2000;
    await referee.sweep();
    const ended = await referee.snapshot(room.code, null);
    expect(ended).toMatchObject({ phase: 'ended', endedBecause: 'idle' });
    await expect(referee.start(room.code, room.hostSecret)).rejects.toMatchObject({ code: 'wrong-phase' });
    expect((await referee.snapshot(room.code, null)).version).toBe(ended.version);
    referee.close();
    await store.close();
    remove();
  });

  it('lets the others give an absent person’s seat to a bot after a minute away, never while they watch', async () => {
    const { store, remove } = await tempSqliteStore('away');
    let now = Date.UTC(2030, 0, 1);
    const referee = createReferee(store, { now: () => now });
    const room = await joined(referee, {
      mode: 'duel',
      format: 'preconstructed',
      champions: false,
      seats: { A: { kind: 'person' }, B: { kind: 'person' } },
    });
    await referee.start(room.code, room.hostSecret);
    const [[, a], [, b]] = room.people;
    const stop = await referee.watch(room.code, 'B', null, () => undefined);
    now += AWAY_AFTER_MS * 5;
    await expect(referee.replaceSeat(room.code, 'B', a, 'greedy')).rejects.toMatchObject({ code: 'wrong-phase' });
    stop();
    now += AWAY_AFTER_MS - 1;
    expect((await referee.snapshot(room.code, 'A')).seats.find((s) => s.seat === 'B')?.away).toBe(false);
    await expect(referee.replaceSeat(room.code, 'B', a, 'greedy')).rejects.toMatchObject({ code: 'wrong-phase' });
    now += 1;
    await referee.replaceSeat(room.code, 'B', a, 'greedy');
    await referee.idle();
    const s = await referee.snapshot(room.code, 'B');
    expect(s.seats.find((x) => x.seat === 'B')).toMatchObject({ kind: 'bot', bot: 'greedy' });
    // The person who left cannot play the bot's seat with their old secret.
    await expect(referee.act(room.code, b, { type: 'end-turn' }, s.version)).rejects.toMatchObject({
      code: 'seat-taken',
    });
    referee.close();
    await store.close();
    remove();
  });
});

describe('Co-op with the Champion setting', () => {
  it('plays a Co-op Draft online with each player’s Champion, against the two Custom Play AIs', async () => {
    const { store, remove } = await tempSqliteStore('coop');
    const referee = createReferee(store, { newSeed: () => 99 });
    const champion = (seat: PlayerId) =>
      championToCard({
        name: `Garde ${seat}`,
        attack: 2,
        health: 5,
        abilities: [{ ability: 'rage', aura: false }],
      } as never);
    const settings: Omit<RoomSettings, 'seed'> = {
      mode: 'coop',
      format: 'draft',
      champions: true,
      soloSettings: { level: 3, fixedMana: 10, aiFirst: true, champion: true },
      seats: { A: { kind: 'person' }, C: { kind: 'person' } },
    };
    const room = await referee.create(settings);
    await expect(referee.join(room.code, 'A', room.seatSecrets.A!, { name: 'A' })).rejects.toMatchObject({
      code: 'invalid-champion',
    });
    const people = [
      ['A', room.seatSecrets.A!],
      ['C', room.seatSecrets.C!],
    ] as [PlayerId, string][];
    for (const [seat, secret] of people)
      await referee.join(room.code, seat, secret, { name: seat, champion: champion(seat) });
    await referee.start(room.code, room.hostSecret);
    let s = await referee.snapshot(room.code, 'A');
    for (let i = 0; i < 800 && s.phase !== 'over'; i++) {
      if (!(await moveOnce(referee, room.code, people, i))) break;
      s = await referee.snapshot(room.code, 'A');
      if (s.phase === 'playing') expect(Object.keys(s.game!.champions).sort()).toEqual(['A', 'C']);
    }
    expect(s.phase).toBe('over');
    referee.close();
    await store.close();
    remove();
  }, 120_000);
});
