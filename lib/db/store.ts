import { join } from 'node:path';
import { championRepo, type ChampionRepo } from './champions';
import { sharedCounters, type SharedCounters } from './counters';
import { deckRepo, type DeckRepo } from './decks';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { memoryRoomBus, postgresRoomBus, type RoomBus } from './roomBus';
import { roomRepo, type RoomRepo } from './rooms';
import { SEARCH_CACHE_DEFAULTS, type SearchCacheOptions } from './searchCache';
import type { Dialect, Driver, Executor } from './sql';
import { openSqlite } from './sqlite';

export interface Store {
  readonly dialect: Dialect;
  decks: DeckRepo;
  champions: ChampionRepo;
  /** Write limits and view counts shared by every process on this database; null on SQLite (one process). */
  counters: SharedCounters | null;
  /** Online rooms (lib/rooms), and the news of their steps shared by every process on the database. */
  rooms: RoomRepo;
  roomBus: RoomBus;
  /** Runs several writes as one: if `fn` throws, none of them is stored. */
  transaction<T>(fn: (store: Store) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type StoreConfig = { driver: 'sqlite'; path: string } | { driver: 'postgres'; url: string; schema?: string };

export interface StoreOptions {
  /** The gallery's search cache (lib/db/searchCache.ts); null for none. */
  searchCache?: SearchCacheOptions | null;
}

// A transaction's store has no search cache: what it reads may yet be rolled back.
function storeOn(
  db: Executor,
  close: () => Promise<void>,
  roomBus: RoomBus,
  reader?: Driver['reader'],
  searchCache: SearchCacheOptions | null = null,
): Store {
  return {
    dialect: db.dialect,
    decks: deckRepo(db, reader, searchCache),
    champions: championRepo(db),
    counters: db.dialect === 'postgres' ? sharedCounters(db) : null,
    rooms: roomRepo(db),
    roomBus,
    transaction: (fn) => db.transaction((tx) => fn(storeOn(tx, close, roomBus))),
    close,
  };
}

/** Opens the database and applies pending migrations. */
export async function openStore(
  config: StoreConfig,
  { searchCache = SEARCH_CACHE_DEFAULTS }: StoreOptions = {},
): Promise<Store> {
  const driver = config.driver === 'sqlite' ? openSqlite(config.path) : openPostgres(config.url, config.schema);
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  const roomBus = config.driver === 'postgres' ? postgresRoomBus(driver, config.url, config.schema) : memoryRoomBus();
  const close = async () => {
    await roomBus.close();
    await driver.close();
  };
  return storeOn(driver, close, roomBus, driver.reader, searchCache);
}

/** PostgreSQL when DATABASE_URL is set, else SQLite at ERRET_DB_PATH (default data/erret.sqlite). */
export function storeConfigFromEnv(env: Record<string, string | undefined> = process.env): StoreConfig {
  if (env.DATABASE_URL) return { driver: 'postgres', url: env.DATABASE_URL };
  return { driver: 'sqlite', path: env.ERRET_DB_PATH || join(process.cwd(), 'data', 'erret.sqlite') };
}

// Kept on globalThis: Next may load this module once per route bundle, and they must share it.
const holder = globalThis as typeof globalThis & { __erretStore?: Promise<Store> };

/** The application's store, opened on first use. */
export function getStore(): Promise<Store> {
  if (!holder.__erretStore) {
    holder.__erretStore = openStore(storeConfigFromEnv());
    holder.__erretStore.catch(() => (holder.__erretStore = undefined));
  }
  return holder.__erretStore;
}

/** Closes the application's store (tests, shutdown); the next getStore() opens it again. */
export async function closeStore(): Promise<void> {
  const current = holder.__erretStore;
  holder.__erretStore = undefined;
  if (current) await (await current).close();
}
