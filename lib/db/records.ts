import { toIso, type Executor, type Row, type SqlValue } from './sql';
import { hashToken, newId, newToken, tokenMatches } from './tokens';

/** How one kind of saved thing (deck, Champion) maps onto its two tables. */
export interface RecordSpec<P> {
  table: string;
  versionsTable: string;
  foreignKey: string;
  /** Payload columns, in the order `toColumns` returns their values. */
  columns: readonly string[];
  toColumns(payload: P): SqlValue[];
  fromColumns(row: Row): P;
  /** Keeps derived tables (search indexes) in step, in the write's transaction: after a create or update, before a removal (null). */
  index?(tx: Executor, id: string, payload: P | null): Promise<void>;
  /** The SQL condition a record meets to be listed (`list` and its count); all are listed without it. */
  listed?: string;
}

export interface RecordMeta {
  id: string;
  version: number;
  views: number;
  createdAt: string;
  updatedAt: string;
}

export type StoredRecord<P> = RecordMeta & P;
export type RecordVersion<P> = { version: number; createdAt: string } & P;

export type UpdateResult<P> =
  | { ok: true; record: StoredRecord<P> }
  | { ok: false; reason: 'not-found' | 'forbidden' | 'conflict'; currentVersion?: number };

export interface ListOptions<P> {
  sort: 'newest' | 'views';
  limit: number;
  offset: number;
  /** Applied in JavaScript over every row (the gallery search); SQL pages when absent. */
  filter?: (record: StoredRecord<P>) => boolean;
}

export interface RecordRepo<P> {
  create(payload: P): Promise<{ id: string; token: string; record: StoredRecord<P> }>;
  get(id: string): Promise<StoredRecord<P> | null>;
  update(id: string, token: string, payload: P, options?: { baseVersion?: number }): Promise<UpdateResult<P>>;
  /** Removes the record and all its versions, with its edit token. */
  remove(id: string, token: string): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'forbidden' }>;
  /** Whether `token` is the record's edit token; writes nothing (edit pages check before showing a form). */
  opens(id: string, token: string): Promise<boolean>;
  list(options: ListOptions<P>): Promise<{ items: StoredRecord<P>[]; total: number }>;
  history(id: string): Promise<RecordVersion<P>[] | null>;
  /** Counts one view and returns the record with it, in one statement. */
  incrementViews(id: string): Promise<StoredRecord<P> | null>;
}

/** The columns a record is read from, and how a row becomes the record. */
export function recordReader<P>(spec: Pick<RecordSpec<P>, 'columns' | 'fromColumns'>) {
  return {
    columns: ['id', 'version', 'views', 'created_at', 'updated_at', ...spec.columns],
    toRecord: (row: Row): StoredRecord<P> => ({
      id: String(row.id),
      version: Number(row.version),
      views: Number(row.views),
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
      ...spec.fromColumns(row),
    }),
  };
}

export function recordRepo<P>(db: Executor, spec: RecordSpec<P>): RecordRepo<P> {
  const { table, versionsTable, foreignKey, columns } = spec;
  const cols = columns.join(', ');
  const marks = columns.map(() => '?').join(', ');
  const seq = db.dialect === 'sqlite' ? 'rowid' : 'seq';
  const order = { newest: `created_at DESC, ${seq} DESC`, views: `views DESC, created_at DESC, ${seq} DESC` };
  const reader = recordReader(spec);
  const returning = reader.columns.join(', ');
  const select = `SELECT ${returning} FROM ${table}`;
  const toRecord = reader.toRecord;
  const index = async (tx: Executor, id: string, payload: P | null) => spec.index?.(tx, id, payload);

  async function get(id: string, tx: Executor = db) {
    const [row] = await tx.all(`${select} WHERE id = ?`, [id]);
    return row ? toRecord(row) : null;
  }

  async function insertVersion(tx: Executor, id: string, version: number, values: SqlValue[], at: string) {
    await tx.run(
      `INSERT INTO ${versionsTable} (${foreignKey}, version, ${cols}, created_at) VALUES (?, ?, ${marks}, ?)`,
      [id, version, ...values, at],
    );
  }

  return {
    get: (id) => get(id),

    create: (payload) =>
      db.transaction(async (tx) => {
        const id = newId();
        const token = newToken();
        const at = new Date().toISOString();
        const values = spec.toColumns(payload);
        await tx.run(
          `INSERT INTO ${table} (id, token_hash, version, ${cols}, views, created_at, updated_at) VALUES (?, ?, 1, ${marks}, 0, ?, ?)`,
          [id, hashToken(token), ...values, at, at],
        );
        await insertVersion(tx, id, 1, values, at);
        await index(tx, id, payload);
        return { id, token, record: (await get(id, tx))! };
      }),

    async opens(id, token) {
      if (!token) return false;
      const [row] = await db.all(`SELECT token_hash FROM ${table} WHERE id = ?`, [id]);
      return row !== undefined && tokenMatches(token, String(row.token_hash));
    },
    remove: (id, token) =>
      db.transaction(async (tx): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'forbidden' }> => {
        const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
        const [row] = await tx.all(`SELECT token_hash FROM ${table} WHERE id = ?${lock}`, [id]);
        if (!row) return { ok: false, reason: 'not-found' };
        if (!tokenMatches(token, String(row.token_hash))) return { ok: false, reason: 'forbidden' };
        await index(tx, id, null);
        // Versions first: SQLite enforces the cascade only with foreign keys switched on.
        await tx.run(`DELETE FROM ${versionsTable} WHERE ${foreignKey} = ?`, [id]);
        await tx.run(`DELETE FROM ${table} WHERE id = ?`, [id]);
        return { ok: true };
      }),
    update: (id, token, payload, options = {}) =>
      db.transaction(async (tx): Promise<UpdateResult<P>> => {
        const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
        const [row] = await tx.all(`SELECT token_hash, version FROM ${table} WHERE id = ?${lock}`, [id]);
        if (!row) return { ok: false, reason: 'not-found' };
        if (!tokenMatches(token, String(row.token_hash))) return { ok: false, reason: 'forbidden' };
        const current = Number(row.version);
        if (options.baseVersion !== undefined && options.baseVersion !== current) {
          return { ok: false, reason: 'conflict', currentVersion: current };
        }
        const at = new Date().toISOString();
        const values = spec.toColumns(payload);
        const assignments = columns.map((c) => `${c} = ?`).join(', ');
        await tx.run(`UPDATE ${table} SET ${assignments}, version = ?, updated_at = ? WHERE id = ?`, [
          ...values,
          current + 1,
          at,
          id,
        ]);
        await insertVersion(tx, id, current + 1, values, at);
        await index(tx, id, payload);
        return { ok: true, record: (await get(id, tx))! };
      }),

    async list({ sort, limit, offset, filter }) {
      const where = spec.listed ? ` WHERE ${spec.listed}` : '';
      const orderBy = `${where} ORDER BY ${order[sort]}`;
      if (filter) {
        const matching = (await db.all(`${select} ${orderBy}`)).map(toRecord).filter(filter);
        return { items: matching.slice(offset, offset + limit), total: matching.length };
      }
      const rows = await db.all(`${select} ${orderBy} LIMIT ? OFFSET ?`, [limit, offset]);
      const [count] = await db.all(`SELECT COUNT(*) AS n FROM ${table}${where}`);
      return { items: rows.map(toRecord), total: Number(count.n) };
    },

    async history(id) {
      const rows = await db.all(
        `SELECT version, created_at, ${cols} FROM ${versionsTable} WHERE ${foreignKey} = ? ORDER BY version`,
        [id],
      );
      if (!rows.length) return null;
      return rows.map((row) => ({
        version: Number(row.version),
        createdAt: toIso(row.created_at),
        ...spec.fromColumns(row),
      }));
    },

    async incrementViews(id) {
      const [row] = await db.all(`UPDATE ${table} SET views = views + 1 WHERE id = ? RETURNING ${returning}`, [id]);
      return row ? toRecord(row) : null;
    },
  };
}
