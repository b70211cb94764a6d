// Runs rule scenarios (docs/scenario-format.md): PASS/FAIL per scenario, a summary line, exit 1 on failure.
import { runScenarioPaths } from '../lib/engine/node';

const args = process.argv.slice(2).filter((a) => a !== '--');
const { failed } = runScenarioPaths(args.length ? args : ['scenarios'], (line) => console.log(line));
process.exit(failed ? 1 : 0);
