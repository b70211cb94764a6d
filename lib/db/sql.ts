import type { z } from 'zod';

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

/**
 * A JSON column read back through its schema: TEXT in SQLite, jsonb (already parsed) in
 * PostgreSQL. JSON that does not parse, or has another shape, gives `fallback`: the row is
 * then refused by the rules that read it (a deck without its cards, a Champion that cannot be
 * drawn), instead of failing every answer that lists it.
 */
export function fromJson<S extends z.ZodType>(value: unknown, schema: S, fallback: z.output<S>): z.output<S> {
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return fallback;
  }
  const checked = schema.safeParse(parsed);
  return checked.success ? checked.data : fallback;
}
