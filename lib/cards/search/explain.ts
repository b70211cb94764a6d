import { CARDS, type OfficialCard } from '../index';
import { compactText } from '../normalize';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { closest } from './editDistance';
import { compile, indexCards, type IndexedCard } from './evaluate';
import { explainMessages } from './explainMessages';
import { parseQuery } from './parse';
import type { SearchNode } from './types';

type Vars = Record<string, string | number>;
type Key = keyof typeof explainMessages.en;

export interface NoResultsReason {
  code: 'term-matches-nothing' | 'out-of-range' | 'terms-exclude-each-other' | 'no-match';
  /** The part of the query concerned ('' for the whole query). */
  text: string;
  message: Record<Locale, string>;
}

export interface QuerySuggestion {
  code: 'did-you-mean' | 'close-name' | 'drop-term';
  /** The whole query to search instead. */
  query: string;
  count: number;
  message: Record<Locale, string>;
}

export interface NoResultsExplanation {
  reasons: NoResultsReason[];
  suggestions: QuerySuggestion[];
}

const tEn = createT(explainMessages, 'en');
const tFr = createT(explainMessages, 'fr');

function message(key: Key, vars: Vars, localized: (t: typeof tEn) => Vars = () => ({})): Record<Locale, string> {
  return { en: tEn(key, { ...vars, ...localized(tEn) }), fr: tFr(key, { ...vars, ...localized(tFr) }) };
}

function splice(query: string, start: number, end: number, replacement: string): string {
  return `${query.slice(0, start)}${replacement}${query.slice(end)}`.replace(/\s+/g, ' ').trim();
}

function leaves(node: SearchNode | null, negated = false): Array<{ leaf: SearchNode; negated: boolean }> {
  if (!node) return [];
  if (node.kind === 'and' || node.kind === 'or') return node.children.flatMap((child) => leaves(child, negated));
  if (node.kind === 'not') return leaves(node.child, !negated);
  return [{ leaf: node, negated }];
}

function nameWords(cards: IndexedCard[]) {
  const words = new Map<string, string>();
  for (const card of cards) for (const word of card.sortName.split(' ')) if (word.length > 2) words.set(word, word);
  return [...words.values()].map((word) => ({ key: word, value: word }));
}

/**
 * Explains a search that found no card — unknown values, a term nothing matches, terms
 * that exclude each other — and suggests queries that do find cards, with their counts.
 */
export function explainNoResults(
  query: string,
  ast?: SearchNode | null,
  cards: readonly OfficialCard[] = CARDS,
): NoResultsExplanation {
  const tree = ast === undefined ? parseQuery(query).ast : ast;
  const indexed = indexCards(cards);
  const count = (node: SearchNode | null) => indexed.filter(compile(node)).length;
  const countQuery = (q: string) => indexed.filter(compile(parseQuery(q).ast)).length;
  const reasons: NoResultsReason[] = [];
  const suggestions: QuerySuggestion[] = [];
  if (count(tree) > 0) return { reasons, suggestions };

  const suggest = (code: QuerySuggestion['code'], q: string, vars: Vars) => {
    const n = countQuery(q);
    if (n > 0 && q !== query && !suggestions.some((s) => s.query === q)) {
      const cards = (t: typeof tEn) => ({ cards: n === 1 ? t('oneCard') : t('manyCards', { count: n }) });
      suggestions.push({ code, query: q, count: n, message: message(code, vars, cards) });
    }
  };

  for (const { leaf, negated } of leaves(tree)) {
    const text = query.slice(leaf.start, leaf.end);
    if (!negated && count(leaf) === 0) {
      if (leaf.kind === 'compare' && leaf.value !== 'X') {
        const values = cards
          .map((c) => ({ mana: c.mana, attack: c.attack, health: c.health, number: c.number })[leaf.field])
          .filter((v): v is number => typeof v === 'number');
        const vars = { text, min: Math.min(...values), max: Math.max(...values) };
        reasons.push({
          code: 'out-of-range',
          text,
          message: message('out-of-range', vars, (t) => ({ field: t(leaf.field) })),
        });
        const key = /^\p{L}+/u.exec(text)?.[0];
        const bound =
          leaf.op === '>' || leaf.op === '>='
            ? `>=${vars.max}`
            : leaf.op === '<' || leaf.op === '<='
              ? `<=${vars.min}`
              : null;
        if (key && bound)
          suggest('did-you-mean', splice(query, leaf.start, leaf.end, key + bound), { replacement: key + bound });
      } else {
        reasons.push({ code: 'term-matches-nothing', text, message: message('term-matches-nothing', { text }) });
      }
      if (leaf.kind === 'name') {
        const word = closest(compactText(leaf.text), nameWords(indexed));
        if (word) suggest('close-name', splice(query, leaf.start, leaf.end, word), { replacement: word });
      }
    }
  }

  if (tree?.kind === 'and') {
    if (reasons.length === 0) {
      reasons.push({ code: 'terms-exclude-each-other', text: '', message: message('terms-exclude-each-other', {}) });
    }
    const drops = tree.children
      .map((child) => ({ child, n: count({ ...tree, children: tree.children.filter((c) => c !== child) }) }))
      .filter((d) => d.n > 0)
      .sort((a, b) => b.n - a.n || a.child.start - b.child.start)
      .slice(0, 2);
    for (const { child } of drops) {
      const text = query.slice(child.start, child.end);
      suggest('drop-term', splice(query, child.start, child.end, ''), { text });
    }
  }
  if (reasons.length === 0) reasons.push({ code: 'no-match', text: '', message: message('no-match', {}) });
  return { reasons, suggestions };
}
