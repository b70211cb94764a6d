import { slugOfInput } from './cards';
import type { StateView } from './view';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v);

const SCALARS = ['mode', 'active', 'first', 'turn', 'phase', 'mana', 'winner', 'winners'] as const;
const PLAYER_KEYS = new Set([
  'hand',
  'stronghold',
  'lines',
  'champion',
  'deck',
  'discard',
  'deckCount',
  'discardCount',
  'config',
  'lastHitBy',
]);
const CREATURE_KEYS = new Set(['card', 'damage', 'new', 'host', 'champion']);

type Alias = (slug: string) => string;
const same: Alias = (slug) => slug;

function slugWanted(input: unknown, alias: Alias): string | null {
  const slug = slugOfInput(input);
  return slug === null ? null : alias(slug);
}

function compareSlugs(expected: unknown, actual: unknown, path: string, out: string[], alias: Alias): void {
  if (!Array.isArray(expected)) {
    out.push(`${path}: expectation must be a list`);
    return;
  }
  const want = expected.map((e) => slugWanted(e, alias));
  if (show(want) !== show(actual)) out.push(`${path}: expected ${show(want)}, got ${show(actual)}`);
}

function compareCreatures(
  expected: unknown,
  actual: Array<Record<string, unknown>>,
  path: string,
  out: string[],
  alias: Alias,
): void {
  if (!Array.isArray(expected)) {
    out.push(`${path}: expectation must be a list`);
    return;
  }
  const got = actual.map((c) => c.card);
  if (expected.length !== actual.length) {
    out.push(`${path}: expected ${expected.length} Creatures, got ${show(got)}`);
    return;
  }
  expected.forEach((e, i) => {
    const a = actual[i];
    const where = `${path}[${i}]`;
    // A Creature object is compared on the keys it names, even without "card"; an inline card has a name.
    if (!isObj(e) || 'name' in e) {
      const slug = slugWanted(e, alias);
      if (slug !== a.card) out.push(`${where}: expected ${show(slug)}, got ${show(a.card)}`);
      return;
    }
    for (const key of Object.keys(e)) {
      if (!CREATURE_KEYS.has(key)) {
        out.push(`${where}: unknown key "${key}"`);
        continue;
      }
      const want = key === 'card' || key === 'host' ? (e[key] === null ? null : slugWanted(e[key], alias)) : e[key];
      if (show(want) !== show(a[key])) out.push(`${where}.${key}: expected ${show(want)}, got ${show(a[key])}`);
    }
  });
}

function comparePartial(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (!isObj(expected) || !isObj(actual)) {
    if (show(expected) !== show(actual)) out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  for (const key of Object.keys(expected)) comparePartial(expected[key], actual[key], `${path}.${key}`, out);
}

/** A Champion is expected as {card, state} (either key alone), or as a bare card, like in a position. */
function compareChampion(want: unknown, actual: unknown, path: string, out: string[], alias: Alias): void {
  const got = actual as { card: string; state: string } | null;
  if (want === null || (!isObj(want) && typeof want !== 'string')) {
    comparePartial(want, got, path, out);
    return;
  }
  const o: Obj = isObj(want) && !('name' in want) ? want : { card: want };
  for (const key of Object.keys(o)) {
    if (key !== 'card' && key !== 'state') {
      out.push(`${path}: unknown key "${key}"`);
      continue;
    }
    const w = key === 'card' ? slugWanted(o.card, alias) : o.state;
    const a = got ? got[key] : undefined;
    if (show(w) !== show(a)) out.push(`${path}.${key}: expected ${show(w)}, got ${got ? show(a) : 'no Champion'}`);
  }
}

function comparePlayer(id: string, expected: unknown, actual: Obj | undefined, out: string[], alias: Alias): void {
  const path = `players.${id}`;
  if (!actual) {
    out.push(`${path}: no such player`);
    return;
  }
  if (!isObj(expected)) {
    out.push(`${path}: expectation must be an object`);
    return;
  }
  for (const key of Object.keys(expected)) {
    const want = expected[key];
    const where = `${path}.${key}`;
    if (!PLAYER_KEYS.has(key)) {
      out.push(`${where}: unknown key`);
      continue;
    }
    if (!(key in actual)) {
      out.push(`${where}: this player has no ${key}`);
      continue;
    }
    if (key === 'hand' || key === 'deck' || key === 'discard') compareSlugs(want, actual[key], where, out, alias);
    else if (key === 'champion') compareChampion(want, actual[key], where, out, alias);
    else if (key === 'lines') {
      if (!isObj(want)) {
        out.push(`${where}: expectation must be an object`);
        continue;
      }
      const lines = actual.lines as Record<string, Array<Record<string, unknown>>>;
      for (const line of Object.keys(want)) {
        if (!lines[line]) out.push(`${where}.${line}: no such line`);
        else compareCreatures(want[line], lines[line], `${where}.${line}`, out, alias);
      }
    } else comparePartial(want, actual[key], where, out);
  }
}

/** What differs between a scenario's `expect` and the final position; empty when it matches. */
export function compareExpect(expect: Obj, view: StateView, alias: Alias = same): string[] {
  const out: string[] = [];
  for (const key of Object.keys(expect)) {
    if (key === 'error') continue;
    if ((SCALARS as readonly string[]).includes(key)) {
      const got = view[key as (typeof SCALARS)[number]];
      if (show(expect[key]) !== show(got)) out.push(`${key}: expected ${show(expect[key])}, got ${show(got)}`);
    } else if (key === 'players') {
      if (!isObj(expect.players)) {
        out.push('players: expectation must be an object');
        continue;
      }
      for (const id of Object.keys(expect.players))
        comparePlayer(id, expect.players[id], view.players[id as 'A'], out, alias);
    } else out.push(`${key}: unknown expectation key`);
  }
  return out;
}
