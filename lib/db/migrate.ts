import { MIGRATIONS } from './migrations';
import type { Migration } from './migrations/types';
import type { Executor } from './sql';

const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

// Any number, as long as every Erret process uses the same one.
const PG_MIGRATION_LOCK = 41_524_815;

/** Applies the migrations not yet recorded, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Executor, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      // Two servers starting at once must not both apply a migration.
      if (tx.dialect === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(?)', [PG_MIGRATION_LOCK]);
      await tx.run(CREATE_LEDGER);
      const done = await tx.all('SELECT version FROM schema_migrations WHERE version = ?', [migration.version]);
      if (done.length) return false;
      for (const statement of migration[tx.dialect]) await tx.run(statement);
      await migration.backfill?.(tx);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
