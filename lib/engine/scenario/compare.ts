import { slugOfInput } from './cards';
import type { StateView } from './view';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v);

const SCALARS = ['mode', 'active', 'first', 'turn', 'phase', 'mana', 'winner'] as const;
const PLAYER_KEYS = new Set(['hand', 'stronghold', 'lines', 'champion', 'deck', 'discard', 'deckCount', 'discardCount', 'config']);
const CREATURE_KEYS = new Set(['card', 'damage', 'new', 'host', 'champion']);

function compareSlugs(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (!Array.isArray(expected)) { out.push(`${path}: expectation must be a list`); return; }
  const want = expected.map(slugOfInput);
  if (show(want) !== show(actual)) out.push(`${path}: expected ${show(want)}, got ${show(actual)}`);
}

function compareCreatures(expected: unknown, actual: Array<Record<string, unknown>>, path: string, out: string[]): void {
  if (!Array.isArray(expected)) { out.push(`${path}: expectation must be a list`); return; }
  const got = actual.map((c) => c.card);
  if (expected.length !== actual.length) { out.push(`${path}: expected ${expected.length} Creatures, got ${show(got)}`); return; }
  expected.forEach((e, i) => {
    const a = actual[i];
    const where = `${path}[${i}]`;
    if (!isObj(e) || !('card' in e)) {
      const slug = slugOfInput(e);
      if (slug !== a.card) out.push(`${where}: expected ${show(slug)}, got ${show(a.card)}`);
      return;
    }
    for (const key of Object.keys(e)) {
      if (!CREATURE_KEYS.has(key)) { out.push(`${where}: unknown key "${key}"`); continue; }
      const want = key === 'card' || key === 'host' ? (e[key] === null ? null : slugOfInput(e[key])) : e[key];
      if (show(want) !== show(a[key])) out.push(`${where}.${key}: expected ${show(want)}, got ${show(a[key])}`);
    }
  });
}

function comparePartial(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (!isObj(expected) || !isObj(actual)) {
    if (show(expected) !== show(actual)) out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  for (const key of Object.keys(expected)) {
    const want = key === 'card' ? slugOfInput(expected[key]) : expected[key];
    comparePartial(want, actual[key], `${path}.${key}`, out);
  }
}

function comparePlayer(id: string, expected: unknown, actual: Obj | undefined, out: string[]): void {
  const path = `players.${id}`;
  if (!actual) { out.push(`${path}: no such player`); return; }
  if (!isObj(expected)) { out.push(`${path}: expectation must be an object`); return; }
  for (const key of Object.keys(expected)) {
    const want = expected[key];
    const where = `${path}.${key}`;
    if (!PLAYER_KEYS.has(key)) { out.push(`${where}: unknown key`); continue; }
    if (!(key in actual)) { out.push(`${where}: this player has no ${key}`); continue; }
    if (key === 'hand' || key === 'deck' || key === 'discard') compareSlugs(want, actual[key], where, out);
    else if (key === 'lines') {
      if (!isObj(want)) { out.push(`${where}: expectation must be an object`); continue; }
      const lines = actual.lines as Record<string, Array<Record<string, unknown>>>;
      for (const line of Object.keys(want)) {
        if (!lines[line]) out.push(`${where}.${line}: no such line`);
        else compareCreatures(want[line], lines[line], `${where}.${line}`, out);
      }
    } else comparePartial(want, actual[key], where, out);
  }
}

/** What differs between a scenario's `expect` and the final position; empty when it matches. */
export function compareExpect(expect: Obj, view: StateView): string[] {
  const out: string[] = [];
  for (const key of Object.keys(expect)) {
    if (key === 'error') continue;
    if ((SCALARS as readonly string[]).includes(key)) {
      const got = view[key as (typeof SCALARS)[number]];
      if (show(expect[key]) !== show(got)) out.push(`${key}: expected ${show(expect[key])}, got ${show(got)}`);
    } else if (key === 'players') {
      if (!isObj(expect.players)) { out.push('players: expectation must be an object'); continue; }
      for (const id of Object.keys(expect.players)) comparePlayer(id, expect.players[id], view.players[id as 'A'], out);
    } else out.push(`${key}: unknown expectation key`);
  }
  return out;
}
