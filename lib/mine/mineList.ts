/**
 * "Mine": the decks and Champions saved or opened for editing in one browser, with their edit
 * tokens. The list lives in that browser only; a file moves it to another one. Reading a file
 * checks all of it before anything is kept: a bad file changes nothing.
 */
export type MineKind = 'deck' | 'champion';

export interface MineEntry {
  kind: MineKind;
  id: string;
  /** The name when last saved or opened here (the list is read offline, without asking the server). */
  name: string;
  token: string;
  /** When it was last saved or opened for editing here (ISO 8601): the list is newest first. */
  at: string;
}

/** Why a file was refused: the page says it in the reader's language. */
export type MineFileError =
  | { code: 'too-large'; max: number }
  | { code: 'not-json' }
  | { code: 'not-mine' }
  | { code: 'newer-version'; version: number }
  | { code: 'too-many'; max: number }
  | { code: 'bad-entry'; index: number };

export const MINE_FILE_KIND = 'erret-mine';
export const MINE_FILE_VERSION = 1;
/** More than anyone saves by hand; keeps the browser's storage and the page small. */
export const MINE_MAX_ENTRIES = 1000;
export const MINE_FILE_MAX_BYTES = 512 * 1024;

const ID = /^[A-Za-z0-9_-]{4,32}$/;
// What the server hands out (base64url).
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const NAME_MAX = 80;
// Controls and invisible format characters: a name from a file is shown as text, never as markup.
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The entry if it is one, checked field by field; null otherwise. */
export function readMineEntry(value: unknown): MineEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { kind, id, name, token, at, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return null;
  if (kind !== 'deck' && kind !== 'champion') return null;
  if (typeof id !== 'string' || !ID.test(id) || typeof token !== 'string' || !TOKEN.test(token)) return null;
  if (typeof name !== 'string' || name.length > NAME_MAX || CONTROL.test(name)) return null;
  if (typeof at !== 'string' || !ISO.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { kind, id, name, token, at };
}

const keyOf = (entry: Pick<MineEntry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`;

/** Newest first; one entry per deck or Champion (the most recent one wins). */
export function mergeMine(...lists: readonly (readonly MineEntry[])[]): MineEntry[] {
  const byKey = new Map<string, MineEntry>();
  for (const entry of lists.flat()) {
    const known = byKey.get(keyOf(entry));
    if (!known || entry.at > known.at) byKey.set(keyOf(entry), entry);
  }
  return [...byKey.values()].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, MINE_MAX_ENTRIES);
}

/** The list without one deck or Champion. */
export function withoutMine(list: readonly MineEntry[], gone: Pick<MineEntry, 'kind' | 'id'>): MineEntry[] {
  return list.filter((entry) => keyOf(entry) !== keyOf(gone));
}

/** What the browser stored, as far as it can be read: anything else found there is left out. */
export function readStoredMine(raw: string | null): MineEntry[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? mergeMine(value.flatMap((item) => readMineEntry(item) ?? [])) : [];
  } catch {
    return [];
  }
}

/** The file an export writes. */
export function writeMineFile(list: readonly MineEntry[]): string {
  return `${JSON.stringify({ kind: MINE_FILE_KIND, version: MINE_FILE_VERSION, items: list }, null, 2)}\n`;
}

/** A file to import, all of it checked: its entries, or the first reason it is refused. */
export function readMineFile(
  text: string,
  bytes = text.length,
): { ok: true; items: MineEntry[] } | { ok: false; error: MineFileError } {
  if (bytes > MINE_FILE_MAX_BYTES) return { ok: false, error: { code: 'too-large', max: MINE_FILE_MAX_BYTES } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'not-json' } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: { code: 'not-mine' } };
  const { kind, version, items } = value as Record<string, unknown>;
  if (kind !== MINE_FILE_KIND || !Number.isInteger(version) || (version as number) < 1 || !Array.isArray(items))
    return { ok: false, error: { code: 'not-mine' } };
  if ((version as number) > MINE_FILE_VERSION)
    return { ok: false, error: { code: 'newer-version', version: version as number } };
  if (items.length > MINE_MAX_ENTRIES) return { ok: false, error: { code: 'too-many', max: MINE_MAX_ENTRIES } };
  const read: MineEntry[] = [];
  for (const [index, item] of items.entries()) {
    const entry = readMineEntry(item);
    if (!entry) return { ok: false, error: { code: 'bad-entry', index } };
    read.push(entry);
  }
  return { ok: true, items: mergeMine(read) };
}
