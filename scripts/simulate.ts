// `npm run simulate -- --deck … --vs … --bot … --games N --seed S [--json]`: see lib/sim/cli.ts.
import { formatJson, formatReport, parseSimulateArgs, USAGE } from '../lib/sim/cli';
import { simulateGames } from '../lib/sim/simulate';

const parsed = parseSimulateArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`simulate: ${parsed.message}\n${USAGE}`);
  process.exit(2);
}
const start = performance.now();
const result = simulateGames(parsed.value.options);
const gamesPerSecond = result.games / Math.max(1e-9, (performance.now() - start) / 1000);
console.log(parsed.value.json ? formatJson(result, gamesPerSecond) : formatReport(result, gamesPerSecond));
