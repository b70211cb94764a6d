// `npx tsx bench/outcomes.ts <bot> <deck 1-4> [from] [games] [iterations]`: one JSON line with
// the per-game outcomes (1 won, 0 lost or capped) on the bench's seeds (seed 1), its win rate
// with a 95 % interval, and its paired difference from the reference's recorded games
// (bench/reference-outcomes.json) where the ranges overlap: a slow bot's games are played
// once and every other bot is compared with them game by game.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECONSTRUCTED } from '../lib/cards';
import { pairedInterval } from '../lib/sim/optimize';
import { BOT_NAMES, gameOutcomes, type BotName } from '../lib/sim/simulate';
import { wilson } from '../lib/sim/stats';

interface Outcomes {
  deck: string;
  from: number;
  games: number;
  outcomes: string;
}

const [botArg, deckArg, fromArg, gamesArg, itArg] = process.argv.slice(2);
const bot = botArg as BotName;
if (!BOT_NAMES.includes(bot)) throw new Error(`bot must be one of ${BOT_NAMES.join(', ')}`);
const deck = PRECONSTRUCTED[Number(deckArg) - 1];
if (!deck) throw new Error('deck must be 1–4');
const from = Number(fromArg ?? 0);
const games = Number(gamesArg ?? 100);
const iterations = itArg ? Number(itArg) : undefined;

/** Mean and 95 % half-width of our outcome minus the reference's over the games both played. */
function pairedWithReference(out: Uint8Array): { games: number; diff: number; half: number } | null {
  const records = (
    JSON.parse(readFileSync(join(process.cwd(), 'bench', 'reference-outcomes.json'), 'utf8')) as { records: Outcomes[] }
  ).records;
  const ref = records.find((r) => r.deck === deck.slug);
  if (!ref) return null;
  const lo = Math.max(ref.from, from);
  const n = Math.min(ref.from + ref.games, from + games) - lo;
  if (n <= 0) return null;
  const ours = out.subarray(lo - from, lo - from + n);
  const theirs = Uint8Array.from(ref.outcomes.slice(lo - ref.from, lo - ref.from + n), Number);
  const [low, high] = pairedInterval(ours, theirs);
  return { games: n, diff: +(50 * (low + high)).toFixed(1), half: +(50 * (high - low)).toFixed(1) };
}

const u0 = process.cpuUsage();
const out = gameOutcomes({
  deck: { cards: deck.cards },
  opponent: 'solo-quick',
  bot,
  searchIterations: iterations,
  games,
  seed: 1,
  from,
});
const u = process.cpuUsage(u0);
const wins = out.reduce((a, b) => a + b, 0);
const [lo, hi] = wilson(wins, games);
const reference = bot === 'search' && iterations !== undefined && iterations >= 2000 ? null : pairedWithReference(out);
console.log(
  JSON.stringify({
    bot,
    iterations,
    deck: deck.slug,
    seed: 1,
    from,
    games,
    wins,
    winRate: +((100 * wins) / games).toFixed(1),
    ci95: [+(100 * lo).toFixed(1), +(100 * hi).toFixed(1)],
    pointsVsReference: reference,
    gamesPerCpuSecond: +(games / ((u.user + u.system) / 1e6)).toFixed(2),
    outcomes: Array.from(out).join(''),
  }),
);
