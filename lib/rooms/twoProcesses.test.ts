import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreConfig } from '../db/store';
import type { CreateRoomResponse, RoomSnapshot } from './protocol';
import { readSse } from './sse';

const pgUrl = process.env.TEST_DATABASE_URL;

/** A real app process serving the room API (fixtures/roomProcess.ts); resolves once it listens. */
function appProcess(config: StoreConfig): Promise<{ base: string; child: ChildProcess }> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'roomProcess.ts');
  const child = spawn(join(process.cwd(), 'node_modules', '.bin', 'tsx'), [script, JSON.stringify(config)], {
    env: { ...process.env, ERRET_WRITE_LIMIT: '0', ERRET_ROOM_ACTION_LIMIT: '0' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (status) => reject(new Error(`the app process stopped (${status})`)));
    createInterface({ input: child.stdout! }).once('line', (port) =>
      resolve({ base: `http://127.0.0.1:${port.trim()}`, child }),
    );
  });
}

/** Follows a seat's stream; `until` resolves with the first snapshot that satisfies the test. */
function follow(url: string, secret: string) {
  const abort = new AbortController();
  let latest: RoomSnapshot | null = null;
  const waiting = new Set<{ test: (s: RoomSnapshot) => boolean; resolve: (s: RoomSnapshot) => void }>();
  const offer = (s: RoomSnapshot) => {
    latest = s;
    for (const w of waiting) {
      if (!w.test(s)) continue;
      waiting.delete(w);
      w.resolve(s);
    }
  };
  (async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${secret}` }, signal: abort.signal });
    await readSse(response.body!, (m) => offer(JSON.parse(m.data)));
  })().catch(() => undefined);
  return {
    until: (test: (s: RoomSnapshot) => boolean) =>
      new Promise<RoomSnapshot>((resolve) =>
        latest && test(latest) ? resolve(latest) : waiting.add({ test, resolve }),
      ),
    stop: () => abort.abort(),
  };
}

const post = async (url: string, body: unknown, secret?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

if (!pgUrl && process.env.CI && process.env.CI !== 'false') {
  describe('rooms on two processes', () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error(
        'CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests cannot run (see scripts/pg-start.sh)',
      );
    });
  });
}

describe.skipIf(!pgUrl)('two app processes on one PostgreSQL', () => {
  const schema = `erret_rooms_${process.pid}_${Date.now()}`;
  const config: StoreConfig = { driver: 'postgres', url: pgUrl!, schema };
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.stdin?.end();
    await Promise.all(
      children.map(
        (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('let two people, each on a different process, play a Duel to its end', async () => {
    // One after the other: both would otherwise migrate the new schema at once.
    const one = await appProcess(config);
    const two = await appProcess(config);
    children.push(one.child, two.child);
    const created = await post(`${one.base}/api/rooms`, {
      mode: 'duel',
      format: 'preconstructed',
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    expect(created.status).toBe(201);
    const room = created.body as CreateRoomResponse;
    const secret = Object.fromEntries(
      room.invites.map((i) => [i.seat, new URLSearchParams(i.url.split('#')[1]).get('secret')!]),
    );
    const server = { A: one.base, B: two.base } as const;
    expect(
      (await post(`${server.A}/api/rooms/${room.code}/seats/A/join`, { name: 'Ana', deck: 'deck-1' }, secret.A)).status,
    ).toBe(200);
    expect(
      (await post(`${server.B}/api/rooms/${room.code}/seats/B/join`, { name: 'Bo', deck: 'deck-3' }, secret.B)).status,
    ).toBe(200);
    const streams = {
      A: follow(`${server.A}/api/rooms/${room.code}/stream`, secret.A),
      B: follow(`${server.B}/api/rooms/${room.code}/stream`, secret.B),
    };
    // The host starts on process two; Ana hears of it on process one.
    expect((await post(`${server.B}/api/rooms/${room.code}/start`, {}, room.hostSecret)).status).toBe(200);
    let version = (await streams.A.until((s) => s.phase === 'playing')).version;
    let moves = 0;
    for (;;) {
      const [a, b] = await Promise.all([
        streams.A.until((s) => s.version >= version),
        streams.B.until((s) => s.version >= version),
      ]);
      expect(a.version).toBe(b.version);
      if (a.phase !== 'playing') break;
      const mover = a.game!.legal ? 'A' : 'B';
      const mine = mover === 'A' ? a : b;
      const action = mine.game!.legal!.find((x) => x.type !== 'end-turn') ?? mine.game!.legal![0];
      const played = await post(
        `${server[mover]}/api/rooms/${room.code}/actions`,
        { action, expectVersion: mine.version },
        secret[mover],
      );
      expect(played.status).toBe(200);
      version = played.body.version;
      moves++;
    }
    const [a, b] = [await streams.A.until((s) => s.phase === 'over'), await streams.B.until((s) => s.phase === 'over')];
    expect(a.game!.board.winner).toBe(b.game!.board.winner);
    expect(a.game!.board.winner).toMatch(/^[AB]$/);
    expect(moves).toBeGreaterThan(4);
    streams.A.stop();
    streams.B.stop();
  }, 120_000);
});
