// Runs every web benchmark in bench/web/ in turn. Benchmarks print figures; they never fail.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

async function main() {
  const dir = join(process.cwd(), 'bench', 'web');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const file of files) {
    console.log(`\n## ${file.replace(/\.ts$/, '')}`);
    try {
      const mod = await import(pathToFileURL(join(dir, file)).href);
      if (typeof mod.run === 'function') await mod.run();
    } catch (error) {
      console.log(`  (could not run: ${(error as Error).message})`);
    }
  }
}

main();
