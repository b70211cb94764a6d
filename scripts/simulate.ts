// `npm run simulate -- --deck … --vs … --bot … --games N --seed S [--json]`: see lib/sim/cli.ts.
// `npm run simulate -- --mode ffa|teams --deck A --deck B --deck C --deck D …`: see lib/sim/multiplayerCli.ts.
import { formatJson, formatReport, parseSimulateArgs, USAGE } from '../lib/sim/cli';
import { simulateMultiplayer } from '../lib/sim/multiplayer';
import { formatMultiplayerJson, formatMultiplayerReport, MULTIPLAYER_USAGE, parseMultiplayerArgs } from '../lib/sim/multiplayerCli';
import { simulateGames } from '../lib/sim/simulate';

const argv = process.argv.slice(2);
let start = 0;
const perSecond = (games: number) => games / Math.max(1e-9, (performance.now() - start) / 1000);
if (argv.includes('--mode')) {
  const parsed = parseMultiplayerArgs(argv);
  if (!parsed.ok) {
    console.error(`simulate: ${parsed.message}\n${MULTIPLAYER_USAGE}`);
    process.exit(2);
  }
  start = performance.now();
  const result = simulateMultiplayer(parsed.value.options);
  const speed = perSecond(result.games);
  console.log(parsed.value.json ? formatMultiplayerJson(result, speed) : formatMultiplayerReport(result, speed));
} else {
  const parsed = parseSimulateArgs(argv);
  if (!parsed.ok) {
    console.error(`simulate: ${parsed.message}\n${USAGE}`);
    process.exit(2);
  }
  start = performance.now();
  const result = simulateGames(parsed.value.options);
  console.log(parsed.value.json ? formatJson(result, perSecond(result.games)) : formatReport(result, perSecond(result.games)));
}
