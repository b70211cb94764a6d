import { compactText, normalizeText } from '../normalize';
import { closest } from './editDistance';
import type { Token } from './tokenize';
import type { CompareOp, SearchNode, SortDir, SortOrder, Span, WarningCode } from './types';
import {
  KEY_ALIASES,
  resolveAbility,
  resolveDir,
  resolveIs,
  resolveKey,
  resolveOrder,
  resolveSet,
  resolveType,
  suggestValue,
  type SearchKey,
} from './vocabulary';

type TermToken = Extract<Token, { type: 'term' }>;
export type Report = (code: WarningCode, span: Span, suggestion?: string) => void;
export type TermResult = { node: SearchNode } | { order: SortOrder } | { dir: SortDir } | null;

const NUMBER = /^-?\d+(\.\d+)?$/;
const ENUM_OPS = new Set([':', '=', '!=']);

function negateIf(op: string, node: SearchNode): SearchNode {
  return op === '!=' ? { kind: 'not', child: node, start: node.start, end: node.end } : node;
}

function rewrite(tok: TermToken, key: string, value: string): string {
  return `${key}${tok.op}${/\s/.test(value) ? `"${value}"` : value}`;
}

function resolveNode(tok: TermToken, key: 'type' | 'set' | 'ability' | 'aura' | 'own' | 'is'): SearchNode | null {
  const base = { raw: tok.value, start: tok.start, end: tok.end };
  if (key === 'type') {
    const value = resolveType(tok.value);
    return value && { kind: 'type', value, ...base };
  }
  if (key === 'set') {
    const value = resolveSet(tok.value);
    return value ? { kind: 'set', value, ...base } : null;
  }
  if (key === 'is') {
    const value = resolveIs(tok.value);
    return value && { kind: 'is', value, ...base };
  }
  const value = resolveAbility(tok.value);
  return value && { kind: 'ability', scope: key === 'ability' ? 'any' : key, value, ...base };
}

/** An unknown value is left aside like any other mistake (a half-typed `ab:rag` must not empty the results). */
function enumTerm(
  tok: TermToken,
  key: 'type' | 'set' | 'ability' | 'aura' | 'own' | 'is',
  report: Report,
): SearchNode | null {
  const node = resolveNode(tok, key);
  if (node === null) {
    const suggestion = suggestValue(key, tok.value);
    report('unknown-value', tok, suggestion && rewrite(tok, tok.key, suggestion));
    return null;
  }
  return negateIf(tok.op, node);
}

function numericTerm(
  tok: TermToken,
  field: 'mana' | 'attack' | 'health' | 'number',
  report: Report,
): SearchNode | null {
  const op: CompareOp = tok.op === ':' ? '=' : tok.op;
  const raw = tok.value.trim();
  const span = { start: tok.start, end: tok.end };
  if (field === 'attack' && raw.toLowerCase() === 'x') {
    if (op !== '=' && op !== '!=') {
      report('x-operator', tok);
      return null;
    }
    return { kind: 'compare', field, op, value: 'X', ...span };
  }
  if (!NUMBER.test(raw)) {
    report('bad-number', tok);
    return null;
  }
  return { kind: 'compare', field, op, value: Number(raw), ...span };
}

function directive(tok: TermToken, key: 'order' | 'dir', report: Report): TermResult {
  if (!ENUM_OPS.has(tok.op) || tok.op === '!=') {
    report('bad-operator', tok);
    return null;
  }
  const value = key === 'order' ? resolveOrder(tok.value) : resolveDir(tok.value);
  if (value === null) {
    const suggestion = suggestValue(key, tok.value);
    report('unknown-sort', tok, suggestion && rewrite(tok, tok.key, suggestion));
    return null;
  }
  return key === 'order' ? { order: value as SortOrder } : { dir: value as SortDir };
}

/** Whether a term would be read without any warning: only such a rewrite is worth suggesting ("c:red" is not "t:red"). */
function understood(tok: TermToken): boolean {
  let clean = true;
  buildTerm(tok, () => {
    clean = false;
  });
  return clean;
}

/** Turns a `key:value` token into a node, a sort directive, or nothing (with a warning). */
export function buildTerm(tok: TermToken, report: Report): TermResult {
  const key: SearchKey | undefined = resolveKey(tok.key);
  if (!key) {
    const alias = closest(
      compactText(tok.key),
      Object.keys(KEY_ALIASES).map((k) => ({ key: k, value: k })),
    );
    report(
      'unknown-key',
      tok,
      alias && understood({ ...tok, key: alias })
        ? `${alias}${tok.op}${tok.quoted ? `"${tok.value}"` : tok.value}`
        : undefined,
    );
    return null;
  }
  if (!tok.value.trim()) {
    report('empty-value', tok);
    return null;
  }
  if (key === 'order' || key === 'dir') return directive(tok, key, report);
  if (key === 'mana' || key === 'attack' || key === 'health' || key === 'number') {
    const node = numericTerm(tok, key, report);
    return node && { node };
  }
  if (!ENUM_OPS.has(tok.op)) {
    report('bad-operator', tok);
    return null;
  }
  if (key === 'name') {
    const text = normalizeText(tok.value);
    if (!text) {
      report('empty-text', tok);
      return null;
    }
    return { node: negateIf(tok.op, { kind: 'name', text, raw: tok.value, start: tok.start, end: tok.end }) };
  }
  const node = enumTerm(tok, key, report);
  return node && { node };
}
