// npm run bench:rooms — online rooms through a real server process: N rooms at once, two people
// each (Duel, preconstructed) acting at a human pace, every seat following its stream. Prints,
// for each N, the time from an action being sent to the other seat's stream showing it (p50,
// p99), and the most rooms whose p99 stays under 300 ms. `--bots` plays Free-For-All rooms of
// two people and two greedy bots instead (the server plays the bots; people's moves are timed).
//
// The server is the production build (`--next`, after `next build`; ERRET_DIST_DIR names it) or,
// by default, the same room handlers on a plain Node HTTP server in their own process
// (lib/rooms/fixtures/roomProcess.ts), over a fresh SQLite file. BENCH_ROOMS (default
// "25,50,100,200"), BENCH_SECONDS per step (default 20), BENCH_THINK_MS between a person's moves
// (default 2000, ±50 %). Prints figures; never fails. On a machine shared with other work the
// figures are worse than on an idle one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { CreateRoomResponse, RoomSnapshot, SeatPlan } from '../lib/rooms/protocol';
import { readSse } from '../lib/rooms/sse';
import { createRng } from '../lib/sim/rng';
import { builtDistDir, startServer } from './server';

const STEPS = (process.env.BENCH_ROOMS || '25,50,100,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const THINK_MS = Number(process.env.BENCH_THINK_MS || 2000);
const BOTS = process.argv.includes('--bots');
const TARGET_P99 = 300;
const rng = createRng(2026);

const SERVER_ENV = { ERRET_WRITE_LIMIT: '0', ERRET_ROOM_ACTION_LIMIT: '0', ERRET_ROOM_STREAMS: '100000' };

async function startRoomServer(): Promise<{ base: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-rooms-'));
  const dbPath = join(dir, 'rooms.sqlite');
  if (process.argv.includes('--next')) {
    const distDir = builtDistDir();
    if (!distDir) throw new Error('--next needs a production build (npx next build)');
    const server = await startServer(distDir, { ...SERVER_ENV, ERRET_DB_PATH: dbPath, DATABASE_URL: undefined });
    return { base: server.base, stop: () => (server.stop(), rmSync(dir, { recursive: true, force: true })) };
  }
  const child = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    [join('lib', 'rooms', 'fixtures', 'roomProcess.ts'), JSON.stringify({ driver: 'sqlite', path: dbPath })],
    {
      env: { ...process.env, ...SERVER_ENV },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the room server stopped')));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  return {
    base: `http://127.0.0.1:${port.trim()}`,
    stop: () => (child.stdin!.end(), rmSync(dir, { recursive: true, force: true })),
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

/** Times from a move sent (by version reached) to each stream showing it. */
class Timings {
  samples: number[] = [];
  errors = 0;
  record(ms: number) {
    this.samples.push(ms);
  }
  percentile(p: number): number {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
  }
}

interface Seat {
  seat: string;
  secret: string;
  latest: RoomSnapshot | null;
  abort: AbortController;
}

/** One room played by two people until `stopAt`, then left; a finished game is replaced by a new room. */
async function playRooms(base: string, measureFrom: number, stopAt: number, timings: Timings): Promise<void> {
  while (Date.now() < stopAt) {
    const seats: SeatPlan[] = BOTS
      ? [{ kind: 'person' }, { kind: 'bot', bot: 'greedy' }, { kind: 'person' }, { kind: 'bot', bot: 'greedy' }]
      : [{ kind: 'person' }, { kind: 'person' }];
    const created = await post(`${base}/api/rooms`, { mode: BOTS ? 'ffa' : 'duel', format: 'preconstructed', seats });
    if (created.status !== 201) {
      timings.errors++;
      return;
    }
    const room = created.body as CreateRoomResponse;
    const people: Seat[] = room.invites.map((i) => ({
      seat: i.seat,
      secret: new URLSearchParams(i.url.split('#')[1]).get('secret')!,
      latest: null,
      abort: new AbortController(),
    }));
    for (const [k, p] of people.entries())
      await post(
        `${base}/api/rooms/${room.code}/seats/${p.seat}/join`,
        { name: `P${p.seat}`, deck: `deck-${k + 1}` },
        p.secret,
      );
    /** When each person's move was sent, and by whom (bots' moves are not timed: they start on the server). */
    const sentAt = new Map<number, { at: number; by: string }>();
    const wake = new Set<() => void>();
    const follow = async (p: Seat) => {
      const response = await fetch(`${base}/api/rooms/${room.code}/stream`, {
        headers: { authorization: `Bearer ${p.secret}` },
        signal: p.abort.signal,
      });
      await readSse(response.body!, (m) => {
        const s = JSON.parse(m.data) as RoomSnapshot;
        const now = performance.now();
        for (let v = (p.latest?.version ?? s.version) + 1; v <= s.version; v++) {
          const sent = sentAt.get(v);
          if (sent && sent.by !== p.seat && Date.now() >= measureFrom) timings.record(now - sent.at);
        }
        p.latest = s;
        for (const w of wake) w();
      });
    };
    const streams = people.map((p) => follow(p).catch(() => undefined));
    await post(`${base}/api/rooms/${room.code}/start`, {}, room.hostSecret);
    const next = () =>
      new Promise<void>((resolve) => {
        const w = () => (wake.delete(w), resolve());
        wake.add(w);
      });
    while (Date.now() < stopAt) {
      const mover = people.find((p) => p.latest?.game?.legal && p.latest.phase === 'playing');
      if (people.some((p) => p.latest?.phase === 'over')) break;
      if (!mover) {
        await Promise.race([next(), new Promise((r) => setTimeout(r, 1000))]);
        continue;
      }
      await new Promise((r) => setTimeout(r, THINK_MS / 2 + rng.int(THINK_MS)));
      const s = mover.latest!;
      const legal = s.game!.legal!;
      const action = legal.find((a) => a.type !== 'end-turn') ?? legal[0];
      sentAt.set(s.version + 1, { at: performance.now(), by: mover.seat });
      const played = await post(
        `${base}/api/rooms/${room.code}/actions`,
        { action, expectVersion: s.version },
        mover.secret,
      );
      if (played.status !== 200) timings.errors++;
      // Wait until this seat's own stream has the move before choosing again.
      while ((mover.latest?.version ?? 0) < s.version + 1)
        await Promise.race([next(), new Promise((r) => setTimeout(r, 1000))]);
    }
    for (const p of people) p.abort.abort();
    await Promise.all(streams);
  }
}

async function main() {
  const server = await startRoomServer();
  console.log(
    `bench:rooms — ${BOTS ? 'Free-For-All, 2 people + 2 greedy bots' : 'Duel, 2 people'} per room, a move every ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms per room, ${SECONDS} s per step, via ${process.argv.includes('--next') ? 'next start' : 'the room handlers on node:http'} (shared machine)`,
  );
  console.log('rooms | moves timed | p50 ms | p99 ms | errors');
  let held = 0;
  // A step counts only if every smaller step held too.
  let prior = 0;
  try {
    for (const n of STEPS) {
      const timings = new Timings();
      const stopAt = Date.now() + SECONDS * 1000;
      // The first quarter of each step opens the rooms: their creation is not what is measured.
      const measureFrom = Date.now() + SECONDS * 250;
      await Promise.all(Array.from({ length: n }, () => playRooms(server.base, measureFrom, stopAt, timings)));
      const p99 = timings.percentile(99);
      console.log(
        `${String(n).padStart(5)} | ${String(timings.samples.length).padStart(11)} | ${timings.percentile(50).toFixed(1).padStart(6)} | ${p99.toFixed(1).padStart(6)} | ${timings.errors}`,
      );
      if (p99 < TARGET_P99 && timings.errors === 0 && held === prior) held = n;
      prior = n;
    }
  } finally {
    server.stop();
  }
  console.log(
    `rooms one process holds with p99 < ${TARGET_P99} ms: ${held ? `${held}${held === STEPS[STEPS.length - 1] ? ' or more (the largest step tried)' : ''}` : `fewer than ${STEPS[0]}`}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
