import { Pool, type PoolClient } from 'pg';
import type { Driver, Executor, Row, SqlValue } from './sql';

function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function clientExecutor(client: Pick<PoolClient, 'query'>): Executor {
  const executor: Executor = {
    dialect: 'postgres',
    async all<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await client.query(numbered(sql), params as unknown[])).rows as T[];
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return (await client.query(numbered(sql), params as unknown[])).rowCount ?? 0;
    },
    transaction: (fn) => fn(executor),
  };
  return executor;
}

/** A pg Pool; `schema` (tests) puts every table in its own schema, created if missing. */
export function openPostgres(url: string, schema?: string): Driver {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // An idle connection dropped by the server must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
  let ready: Promise<void> | undefined;
  const ensureSchema = () =>
    (ready ??= schema ? pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).then(() => undefined) : Promise.resolve());
  const pooled = clientExecutor({
    query: ((text: string, values: unknown[]) =>
      ensureSchema().then(() => pool.query(text, values))) as PoolClient['query'],
  });

  return {
    dialect: 'postgres',
    all: pooled.all,
    run: pooled.run,
    async transaction(fn) {
      await ensureSchema();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx = clientExecutor(client);
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
