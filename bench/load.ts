// npm run bench:load — requests per second and p99 latency of the main kinds of page, side by
// side, against the production build on loopback, with 100,000 decks in the gallery, each with
// its ratio to /api/health in the same run; /api/health's p99 during a burst of distinct PDFs;
// then the same pages through the deploy recipe (nginx + 2 processes + PostgreSQL) when nginx is
// installed. Bounded: BENCH_SECONDS (default 10) per line. Prints figures; never fails. Figures
// from a machine shared with other work are lower than on an idle one.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { NGINX, startRecipe } from '../deploy/local';
import { encodeDeck } from '../lib/decks';
import { CARDS, PRECONSTRUCTED } from '../lib/cards';
import { CARD_TYPES } from '../lib/cards/types';
import { builtDistDir, startServer } from './server';
import { seedDecks, WORDS } from './load/seedDecks';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DECKS = Number(process.env.BENCH_DECKS || 100_000);
const CONNECTIONS = 50;
// What a current browser sends: pages go out gzipped to it (and are cached as such), and an
// English reader's languages (which nginx's cache keys on when no language cookie is set).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };
const DB = join(process.cwd(), 'data', 'bench', `load-${DECKS}.sqlite`);
// Selective and broad searches, negations, words and or-groups, in turn.
const GALLERY = [
  'card:baron ab:rage',
  'ab:rage -ab:sprint',
  'tempo ombre',
  'card:troll or card:vortex',
  '-card:baron zoe',
  'glace',
];

type Line = { label: string; rps: number; p99: number; errors: number; sent: number };

function measure(base: string, paths: string[] | (() => string), connections = CONNECTIONS): Promise<Line> {
  const requests =
    typeof paths === 'function'
      ? [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }]
      : paths.map((path) => ({ method: 'GET' as const, path }));
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: SECONDS,
        timeout: 10,
        headers: BROWSER,
        requests,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              label: typeof paths === 'function' ? '' : paths[0],
              rps: result.requests.average,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts + result.non2xx,
              sent: result.requests.sent,
            }),
    );
  });
}

/**
 * Asks once with the measured clients' headers (caches key on the encoding and, in nginx, the
 * languages asked for; fetch would otherwise send its own), so that a line measures serving and
 * not the first render with 50 clients waiting on it.
 */
const warm = (url: string) => fetch(url, { headers: BROWSER }).then((r) => r.arrayBuffer());

/**
 * Gallery searches that are each asked once (and so never found in the search cache): the
 * shapes of GALLERY over pairs of cards and a word. Says how many it can make.
 */
function distinctSearches(): { next: () => string; count: number } {
  const pool = CARDS.filter((c) => (CARD_TYPES as readonly string[]).includes(c.type)).map((c) => c.slug);
  const words = WORDS;
  const shapes = [
    (a: string, b: string) => `card:${a} card:${b}`,
    (a: string, b: string) => `card:${a} or card:${b}`,
    (a: string, b: string) => `card:${a} -card:${b}`,
    (a: string, b: string, w: string) => `${w} card:${a} -card:${b}`,
  ];
  const count = shapes.length * pool.length * (pool.length - 1);
  let i = 0;
  return {
    count,
    next() {
      const n = i++ % count;
      const shape = shapes[n % shapes.length];
      const a = Math.floor(n / shapes.length) % pool.length;
      const b = (a + 1 + (Math.floor(n / shapes.length / pool.length) % (pool.length - 1))) % pool.length;
      return `/api/decks?q=${encodeURIComponent(shape(pool[a], pool[b], words[n % words.length]))}`;
    },
  };
}

/** Every print option set (paper, bleed, marks, back, language: 32) of each preconstructed deck, each asked once in turn. */
function distinctPdfs(): { next: () => string; count: number } {
  const options: string[] = [];
  for (const paper of ['a4', 'letter'])
    for (const bleed of ['0', '3'])
      for (const marks of ['crop', 'lines'])
        for (const back of ['0', '1'])
          for (const lang of ['en', 'fr']) {
            options.push(new URLSearchParams({ paper, bleed, marks, back, lang }).toString());
          }
  const codes = PRECONSTRUCTED.map((deck) => encodeDeck(deck.cards));
  let i = 0;
  return {
    count: options.length * codes.length,
    next: () => `/api/d/${codes[Math.floor(i / options.length) % codes.length]}/pdf?${options[i++ % options.length]}`,
  };
}

function print(lines: Line[], health: number) {
  const width = Math.max(...lines.map((l) => l.label.length));
  console.log(
    `\n${'request'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'× health'.padStart(8)}  ${'p99 ms'.padStart(7)}  errors`,
  );
  for (const l of lines)
    console.log(
      `${l.label.padEnd(width)}  ${l.rps.toFixed(0).padStart(8)}  ${(l.rps / health).toFixed(2).padStart(8)}  ${String(l.p99).padStart(7)}  ${l.errors}`,
    );
}

/** The pages' lines through the deploy recipe, when nginx is installed and a PostgreSQL can be had. */
async function throughRecipe(distDir: string, code: string) {
  if (!NGINX)
    return console.log('\nnginx is not installed: no figures through the deploy recipe (apt-get install -y nginx).');
  let databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  if (!databaseUrl) {
    try {
      databaseUrl = execFileSync('bash', [join('scripts', 'pg-start.sh')], { encoding: 'utf8' }).trim();
    } catch {
      return console.log('\nNo PostgreSQL: no figures through the deploy recipe.');
    }
  }
  const port = Number(process.env.ERRET_BENCH_DEPLOY_PORT || 8090);
  const appPort = Number(process.env.ERRET_BENCH_DEPLOY_APP_PORT || port + 1);
  const recipe = await startRecipe({
    databaseUrl,
    distDir,
    nginxPort: port,
    appPorts: [appPort, appPort + 1],
    env: { ERRET_WRITE_LIMIT: '0' },
  });
  try {
    for (const path of ['/cards', '/cards/baron', `/d/${code}`]) await warm(recipe.base + path);
    const lines: Line[] = [];
    for (const path of ['/api/health', '/cards', '/cards/baron', `/d/${code}`])
      lines.push(await measure(recipe.base, [path]));
    console.log(
      `\nThrough the deploy recipe (nginx + 2 processes + PostgreSQL, ${databaseUrl.replace(/\/\/[^@]*@/, '//')}):`,
    );
    print(lines, lines[0].rps);
  } finally {
    recipe.stop();
  }
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
    for (const path of ['/cards', '/cards/baron', `/d/${code}`, `/api/d/${code}/pdf`, ...gallery])
      await warm(server.base + path);
    const lines: Line[] = [];
    for (const paths of [
      ['/api/health'],
      ['/cards'],
      ['/cards/baron'],
      [`/d/${code}`],
      [`/api/d/${code}/pdf`],
      gallery,
    ]) {
      lines.push(await measure(server.base, paths));
    }
    lines[lines.length - 1].label = `gallery search (${GALLERY.length} queries in turn, ${DECKS} decks)`;
    const [health] = await Promise.all([measure(server.base, ['/api/health'], 10), measure(server.base, gallery)]);
    lines.push({ ...health, label: '/api/health during 50 gallery searchers' });
    // The same searches' cost when none of them has been asked before: what the cache does not save.
    const fresh = distinctSearches();
    lines.push({
      ...(await measure(server.base, fresh.next)),
      label: `gallery search, a new query each time (uncached, ${DECKS} decks)`,
    });
    const [uncachedHealth, uncached] = await Promise.all([
      measure(server.base, ['/api/health'], 10),
      measure(server.base, fresh.next),
    ]);
    lines.push({ ...uncachedHealth, label: '/api/health during 50 uncached gallery searchers' });
    const asked = lines.at(-2)!.sent + uncached.sent + CONNECTIONS * 2;
    if (asked > fresh.count)
      console.log(
        `Warning: ${asked} uncached searches sent but only ${fresh.count} distinct ones: some were repeated.`,
      );
    // Health alone, then while 20 clients ask for PDFs none of which was rendered before.
    const idle = await measure(server.base, ['/api/health'], 10);
    lines.push({ ...idle, label: '/api/health alone (10 connections)' });
    const pdfs = distinctPdfs();
    const [burstHealth, burst] = await Promise.all([
      measure(server.base, ['/api/health'], 10),
      measure(server.base, pdfs.next, 20),
    ]);
    lines.push({ ...burst, label: `deck PDFs, a new one each time (20 clients, ${pdfs.count} distinct)` });
    lines.push({ ...burstHealth, label: '/api/health during the PDF burst' });
    if (burst.sent > pdfs.count)
      console.log(
        `Warning: ${burst.sent} PDFs asked but only ${pdfs.count} distinct ones: the later ones came from the cache.`,
      );
    print(lines, lines[0].rps);
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per line (/api/health during…: 10 connections while the others work), every request with Accept-Encoding: ${BROWSER['accept-encoding']} and Accept-Language: ${BROWSER['accept-language']}.`,
    );
    console.log(
      'The first gallery lines repeat six searches (served from the search cache once asked); the uncached lines never repeat one.',
    );
    console.log(
      `/api/health p99: ${idle.p99} ms alone, ${burstHealth.p99} ms during the PDF burst (${(burstHealth.p99 / Math.max(1, idle.p99)).toFixed(1)}×).`,
    );
    console.log(
      'Targets: static and cached pages ≥ half the req/s of /api/health (× health ≥ 0.5); gallery p99 < 50 ms; /api/health p99 < 100 ms during the gallery burst and < 2× its idle value during the PDF burst.',
    );
  } finally {
    server.stop();
  }
  if (process.env.BENCH_RECIPE !== '0') await throughRecipe(distDir, encodeDeck(PRECONSTRUCTED[0].cards));
}

main();
