// `npm run simulate -- --deck … --vs … --bot … --games N --seed S [--json]`: see lib/sim/cli.ts.
// `npm run simulate -- --mode ffa|teams --deck A --deck B --deck C --deck D …`
// or `--mode coop --deck A --deck C [--vs solo-custom:…]`: see lib/sim/multiplayerCli.ts.
import { formatJson, formatReport, parseSimulateArgs, USAGE } from '../lib/sim/cli';
import type { Parsed } from '../lib/sim/deckInput';
import {
  formatMultiplayerJson,
  formatMultiplayerReport,
  MULTIPLAYER_USAGE,
  parseMultiplayerArgs,
  simulateFourSeats,
} from '../lib/sim/multiplayerCli';
import { simulateGames } from '../lib/sim/simulate';

type Format<R> = (result: R, gamesPerSecond: number) => string;

/** Runs a parsed request and prints its report, or the usage after a mistake. */
function run<Q extends { json: boolean }, R extends { games: number }>(
  parsed: Parsed<Q>,
  usage: string,
  simulate: (q: Q) => R,
  report: Format<R>,
  json: Format<R>,
): void {
  if (!parsed.ok) {
    console.error(`simulate: ${parsed.message}\n${usage}`);
    process.exit(2);
  }
  const start = performance.now();
  const result = simulate(parsed.value);
  const gamesPerSecond = result.games / Math.max(1e-9, (performance.now() - start) / 1000);
  console.log((parsed.value.json ? json : report)(result, gamesPerSecond));
}

const argv = process.argv.slice(2);
if (argv.includes('--mode'))
  run(
    parseMultiplayerArgs(argv),
    MULTIPLAYER_USAGE,
    (q) => simulateFourSeats(q.options),
    formatMultiplayerReport,
    formatMultiplayerJson,
  );
else run(parseSimulateArgs(argv), USAGE, (q) => simulateGames(q.options), formatReport, formatJson);
