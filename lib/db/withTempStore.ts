import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { closeStore } from './store';

/**
 * For a test file that goes through the app's own store (routes, pages, handlers): a fresh
 * SQLite file of its own, write limits off before each test (a test may turn them on), and
 * everything closed and removed at the end.
 */
export function withTempStore(name: string): void {
  const dir = mkdtempSync(join(tmpdir(), `erret-${name}-`));
  beforeAll(() => {
    delete process.env.DATABASE_URL;
    process.env.ERRET_DB_PATH = join(dir, `${name}.sqlite`);
  });
  beforeEach(() => {
    process.env.ERRET_WRITE_LIMIT = '0';
  });
  afterAll(async () => {
    await closeStore();
    rmSync(dir, { recursive: true, force: true });
  });
}
