// Writes lib/sim/bots/recordedChoices.json, the bots' choices that recordChoices.test.ts holds them to.
// Re-record only on purpose: when a bot is meant to play differently, not when it is meant to be faster.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordChoices } from '../lib/sim/bots/recordChoices';

const file = join(process.cwd(), 'lib', 'sim', 'bots', 'recordedChoices.json');
writeFileSync(file, `${JSON.stringify(recordChoices(), null, 2)}\n`);
console.log(`wrote ${file}`);
