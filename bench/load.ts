// npm run bench:load — requests per second and p99 latency of the main kinds of page, side by
// side, against the production build on loopback, with 100,000 decks in the gallery. Bounded:
// BENCH_SECONDS (default 10) per line. Prints figures; never fails. Figures from a machine
// shared with other work are lower than on an idle one.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { encodeDeck } from '../lib/decks';
import { PRECONSTRUCTED } from '../lib/cards';
import { builtDistDir, startServer } from './server';
import { seedDecks } from './load/seedDecks';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DECKS = Number(process.env.BENCH_DECKS || 100_000);
const CONNECTIONS = 50;
const DB = join(process.cwd(), 'data', 'bench', `load-${DECKS}.sqlite`);
// Selective and broad searches, negations, words and or-groups, in turn.
const GALLERY = ['card:baron ab:rage', 'ab:rage -ab:sprint', 'tempo ombre', 'card:troll or card:vortex', '-card:baron zoe', 'glace'];

type Line = { label: string; rps: number; p99: number; errors: number };

function measure(base: string, paths: string[], connections = CONNECTIONS): Promise<Line> {
  return new Promise((resolve, reject) => {
    autocannon(
      // As a browser asks: pages go out gzipped to it.
      { url: base, connections, duration: SECONDS, timeout: 10, headers: { 'accept-encoding': 'gzip' }, requests: paths.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve({ label: paths[0], rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx })),
    );
  });
}

async function main() {
  const distDir = builtDistDir();
  if (!distDir) return console.log('No production build: run `npx next build` first.');
  console.log(`Seeding ${DECKS} decks in ${DB} (reused when present)…`);
  await seedDecks(DB, DECKS);
  const server = await startServer(distDir, { ERRET_DB_PATH: DB, DATABASE_URL: undefined, ERRET_WRITE_LIMIT: '0' });
  try {
    const code = encodeDeck(PRECONSTRUCTED[0].cards);
    const gallery = GALLERY.map((q) => `/api/decks?q=${encodeURIComponent(q)}`);
    // One request each first: the lines measure serving, not the first render.
    for (const path of ['/cards', '/cards/baron', `/d/${code}`, `/api/d/${code}/pdf`, ...gallery]) await fetch(server.base + path);
    const lines: Line[] = [];
    for (const paths of [['/api/health'], ['/cards'], ['/cards/baron'], [`/d/${code}`], [`/api/d/${code}/pdf`], gallery]) {
      lines.push(await measure(server.base, paths));
    }
    const [health] = await Promise.all([measure(server.base, ['/api/health'], 10), measure(server.base, gallery)]);
    lines.push({ ...health, label: '/api/health during 50 gallery searchers' });
    lines[lines.length - 2].label = `gallery search (${GALLERY.length} queries in turn, ${DECKS} decks)`;
    const width = Math.max(...lines.map((l) => l.label.length));
    console.log(`\n${'request'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p99 ms'.padStart(7)}  errors`);
    for (const l of lines) console.log(`${l.label.padEnd(width)}  ${l.rps.toFixed(0).padStart(8)}  ${String(l.p99).padStart(7)}  ${l.errors}`);
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per line (the last: 10 connections on /api/health while ${CONNECTIONS} search the gallery).`);
    console.log('Targets: static and cached pages ≥ half the req/s of /api/health; gallery p99 < 50 ms; /api/health p99 < 100 ms during the gallery burst.');
  } finally {
    server.stop();
  }
}

main();
