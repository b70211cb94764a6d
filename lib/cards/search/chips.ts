import type { AbilitySlug, CardType } from '../types';
import { parseQuery } from './parse';
import type { SearchNode, Span } from './types';

/** What the filter chips show; `rest` is the rest of the query, kept as typed. */
export interface ChipFilters {
  /** Any of these types (written as an `or` group when there are several). */
  types: CardType[];
  /** Any of these sets (slugs). */
  sets: string[];
  /** Inclusive mana bounds; equal bounds are written `m=N`. */
  mana: { min?: number; max?: number };
  /** Cards bearing every one of these abilities (as an Aura or not). */
  abilities: AbilitySlug[];
  rest: string;
}

export const EMPTY_CHIP_FILTERS: ChipFilters = { types: [], sets: [], mana: {}, abilities: [], rest: '' };

function anyOf(key: string, values: string[]): string {
  const terms = values.map((value) => `${key}:${value}`);
  return terms.length > 1 ? `(${terms.join(' or ')})` : terms.join('');
}

/** Writes chips as query text, in the same syntax as the search box. */
export function toQuery(filters: ChipFilters): string {
  const rest = filters.rest.trim();
  // A top-level "or" would otherwise swallow the chips' terms (AND binds tighter than OR).
  const restAst = rest ? parseQuery(rest).ast : null;
  const parts = [restAst?.kind === 'or' ? `(${rest})` : rest, anyOf('t', filters.types), anyOf('set', filters.sets)];
  const { min, max } = filters.mana;
  if (min !== undefined && min === max) parts.push(`m=${min}`);
  else {
    if (min !== undefined) parts.push(`m>=${min}`);
    if (max !== undefined) parts.push(`m<=${max}`);
  }
  parts.push(...filters.abilities.map((slug) => `ab:${slug}`));
  return parts.filter(Boolean).join(' ');
}

/** All the values of a node made only of known positive `kind` terms, possibly or-ed. */
function valuesOf<K extends 'type' | 'set'>(node: SearchNode, kind: K): string[] | null {
  const branches = node.kind === 'or' ? node.children : [node];
  const values: string[] = [];
  for (const branch of branches) {
    if (branch.kind !== kind || !('value' in branch) || typeof branch.value !== 'string') return null;
    values.push(branch.value);
  }
  return values;
}

/** Reads the chips back from a query: the parts chips can show, and the rest as typed. */
export function fromQuery(query: string): ChipFilters {
  const { ast } = parseQuery(query);
  const filters: ChipFilters = { types: [], sets: [], mana: {}, abilities: [], rest: '' };
  const taken: Span[] = [];
  const top = ast?.kind === 'and' ? ast.children : ast ? [ast] : [];
  for (const node of top) {
    const types = filters.types.length === 0 ? valuesOf(node, 'type') : null;
    const sets = filters.sets.length === 0 ? valuesOf(node, 'set') : null;
    if (types) filters.types = types as CardType[];
    else if (sets) filters.sets = sets;
    else if (node.kind === 'ability' && node.scope === 'any' && node.value && !filters.abilities.includes(node.value)) {
      filters.abilities.push(node.value);
    } else if (
      node.kind === 'compare' &&
      node.field === 'mana' &&
      typeof node.value === 'number' &&
      Number.isInteger(node.value)
    ) {
      const { mana } = filters;
      const v = node.value;
      if (node.op === '=' && mana.min === undefined && mana.max === undefined) filters.mana = { min: v, max: v };
      else if ((node.op === '>=' || node.op === '>') && mana.min === undefined) mana.min = node.op === '>' ? v + 1 : v;
      else if ((node.op === '<=' || node.op === '<') && mana.max === undefined) mana.max = node.op === '<' ? v - 1 : v;
      else continue;
    } else continue;
    taken.push(node);
  }
  filters.rest = taken
    .sort((a, b) => b.start - a.start)
    .reduce((text, span) => text.slice(0, span.start) + text.slice(span.end), query)
    .replace(/\s+/g, ' ')
    .trim();
  return filters;
}
