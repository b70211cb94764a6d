export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | bigint | null | Uint8Array;
export type Row = Record<string, unknown>;

/**
 * What the repositories need from a database. SQL uses `?` placeholders in both dialects
 * (the PostgreSQL driver numbers them).
 */
export interface Executor {
  readonly dialect: Dialect;
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs `fn` in one transaction: everything or nothing. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}

export interface Driver extends Executor {
  /** Where long reads (the gallery search) go when they must not run on the event loop; else the driver itself. */
  readonly reader?: Pick<Executor, 'dialect' | 'all'>;
  close(): Promise<void>;
}

/** SQLite returns ISO text, PostgreSQL returns Date objects: both become ISO strings. */
export function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** JSON columns are TEXT in SQLite and jsonb (already parsed) in PostgreSQL. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
