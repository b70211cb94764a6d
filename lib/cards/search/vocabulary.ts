import { ABILITIES, SETS, type AbilitySlug, type CardType } from '../index';
import { compactText } from '../normalize';
import { closest } from './editDistance';
import type { IsFlag, NumericField, SortDir, SortOrder } from './types';

export type SearchKey = 'name' | 'type' | 'set' | 'ability' | 'aura' | 'own' | 'is' | NumericField | 'order' | 'dir';

/** Every accepted key (accent-free, lower case) and what it means. */
export const KEY_ALIASES: Readonly<Record<string, SearchKey>> = {
  name: 'name',
  nom: 'name',
  t: 'type',
  type: 'type',
  set: 'set',
  s: 'set',
  e: 'set',
  ext: 'set',
  extension: 'set',
  m: 'mana',
  mana: 'mana',
  a: 'attack',
  atk: 'attack',
  attack: 'attack',
  attaque: 'attack',
  h: 'health',
  hp: 'health',
  health: 'health',
  pv: 'health',
  vie: 'health',
  n: 'number',
  num: 'number',
  number: 'number',
  numero: 'number',
  ab: 'ability',
  ability: 'ability',
  capacite: 'ability',
  aura: 'aura',
  own: 'own',
  propre: 'own',
  is: 'is',
  est: 'is',
  order: 'order',
  sort: 'order',
  tri: 'order',
  dir: 'dir',
  direction: 'dir',
};

export function resolveKey(key: string): SearchKey | undefined {
  const k = compactText(key);
  // Own keys only: "constructor" or "tostring" must not find Object.prototype's members.
  return Object.hasOwn(KEY_ALIASES, k) ? KEY_ALIASES[k] : undefined;
}

type Entry<T> = { key: string; value: T };

function entries<T>(list: Array<[T, string[]]>): Entry<T>[] {
  return list.flatMap(([value, names]) => names.map((name) => ({ key: compactText(name), value })));
}

const TYPE_NAMES = entries<CardType>([
  ['creature', ['creature', 'créature', 'creatures']],
  ['incantation', ['incantation', 'incantations']],
]);
const SET_NAMES = entries(SETS.map((set) => [set.slug, [set.slug, set.nameEn, set.nameFr]]));
const ABILITY_NAMES = entries<AbilitySlug>(ABILITIES.map((a) => [a.slug, [a.slug, a.nameEn, a.nameFr]]));
const IS_NAMES = entries<IsFlag>([
  ['vanilla', ['vanilla', 'vanille']],
  ['aura', ['aura']],
  ['creature', ['creature', 'créature']],
  ['incantation', ['incantation']],
  ['verified', ['verified', 'vérifiée', 'vérifié']],
  ['unverified', ['unverified', 'unconfirmed', 'non-vérifiée', 'non-vérifié']],
]);
const ORDER_NAMES = entries<SortOrder>([
  ['set', ['set', 'number', 'num', 'numero']],
  ['name', ['name', 'nom']],
  ['mana', ['mana', 'm']],
  ['atk', ['atk', 'attack', 'a', 'attaque']],
  ['hp', ['hp', 'health', 'h', 'pv', 'vie']],
]);
const DIR_NAMES = entries<SortDir>([
  ['asc', ['asc', 'ascending', 'croissant']],
  ['desc', ['desc', 'descending', 'decroissant']],
]);

function exact<T>(raw: string, list: Entry<T>[]): T | null {
  const key = compactText(raw);
  return list.find((entry) => entry.key === key)?.value ?? null;
}

/** Types also accept a prefix ("t:crea", "t:inc"), as there are only two. */
export function resolveType(raw: string): CardType | null {
  const key = compactText(raw);
  if (!key) return null;
  return TYPE_NAMES.find((entry) => entry.key.startsWith(key))?.value ?? null;
}

export const resolveSet = (raw: string): string | null => exact(raw, SET_NAMES);
export const resolveAbility = (raw: string): AbilitySlug | null => exact(raw, ABILITY_NAMES);
export const resolveIs = (raw: string): IsFlag | null => exact(raw, IS_NAMES);
export const resolveOrder = (raw: string): SortOrder | null => exact(raw, ORDER_NAMES);
export const resolveDir = (raw: string): SortDir | null => exact(raw, DIR_NAMES);

const SUGGESTION_LISTS = {
  type: TYPE_NAMES,
  set: SET_NAMES,
  ability: ABILITY_NAMES,
  aura: ABILITY_NAMES,
  own: ABILITY_NAMES,
  is: IS_NAMES,
  order: ORDER_NAMES,
  dir: DIR_NAMES,
} as const;

/** The known value closest to an unknown one, as it is written in a query (a slug). */
export function suggestValue(key: keyof typeof SUGGESTION_LISTS, raw: string): string | undefined {
  return closest<string>(compactText(raw), SUGGESTION_LISTS[key]);
}
