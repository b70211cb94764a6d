// `npm run optimize -- --deck … [--vs …] [--bot …] [--games N] [--seed S] [--json]`: see lib/sim/optimizeCli.ts.
import { formatOptimizeJson, formatOptimizeReport, OPTIMIZE_USAGE, parseOptimizeArgs } from '../lib/sim/optimizeCli';
import { optimizeDeck } from '../lib/sim/optimize';

async function main() {
  const parsed = parseOptimizeArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`optimize: ${parsed.message}\n${OPTIMIZE_USAGE}`);
    process.exit(2);
  }
  const { options, json } = parsed.value;
  let shown = -1;
  const result = await optimizeDeck({
    ...options,
    onProgress: json
      ? undefined
      : (done, total) => {
          const tenth = Math.floor((10 * done) / total);
          if (tenth > shown) process.stderr.write(`  ${done} of ${total} games\n`);
          shown = tenth;
        },
  });
  console.log(json ? formatOptimizeJson(result) : formatOptimizeReport(result));
}

main();
