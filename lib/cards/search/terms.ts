import { compactText, normalizeText } from '../normalize';
import { closest } from './editDistance';
import type { Token } from './tokenize';
import type { CompareOp, SearchNode, SortDir, SortOrder, Span, WarningCode } from './types';
import {
  KEY_ALIASES, resolveAbility, resolveDir, resolveIs, resolveKey, resolveOrder, resolveSet, resolveType,
  suggestValue, type SearchKey,
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

function enumTerm(tok: TermToken, key: 'type' | 'set' | 'ability' | 'aura' | 'is', report: Report): SearchNode {
  const base = { raw: tok.value, start: tok.start, end: tok.end, valueStart: tok.valueStart, valueEnd: tok.valueEnd };
  let node: SearchNode;
  if (key === 'type') node = { kind: 'type', value: resolveType(tok.value), ...base };
  else if (key === 'set') node = { kind: 'set', value: resolveSet(tok.value), ...base };
  else if (key === 'is') node = { kind: 'is', value: resolveIs(tok.value), ...base };
  else node = { kind: 'ability', auraOnly: key === 'aura', value: resolveAbility(tok.value), ...base };
  if (node.value === null) {
    const suggestion = suggestValue(key, tok.value);
    report('unknown-value', tok, suggestion && rewrite(tok, tok.key, suggestion));
  }
  return negateIf(tok.op, node);
}

function numericTerm(tok: TermToken, field: 'mana' | 'attack' | 'health' | 'number', report: Report): SearchNode | null {
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

/** Turns a `key:value` token into a node, a sort directive, or nothing (with a warning). */
export function buildTerm(tok: TermToken, report: Report): TermResult {
  const key: SearchKey | undefined = resolveKey(tok.key);
  if (!key) {
    const alias = closest(compactText(tok.key), Object.keys(KEY_ALIASES).map((k) => ({ key: k, value: k })));
    report('unknown-key', tok, alias && `${alias}${tok.op}${tok.quoted ? `"${tok.value}"` : tok.value}`);
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
  return { node: enumTerm(tok, key, report) };
}
