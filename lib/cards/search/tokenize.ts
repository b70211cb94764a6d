import type { CompareOp, Span } from './types';

export type Token =
  | ({ type: 'lparen' | 'rparen' | 'or' | 'and' | 'neg' } & Span)
  | ({ type: 'word'; text: string; quoted: boolean } & Span)
  | ({
      type: 'term';
      key: string;
      op: CompareOp | ':';
      value: string;
      quoted: boolean;
      valueStart: number;
      valueEnd: number;
    } & Span);

export interface TokenProblem extends Span {
  code: 'unclosed-quote' | 'dangling-negation';
}

const OR_WORDS = new Set(['or', 'ou']);
const AND_WORDS = new Set(['and', 'et']);
// Longest operators first so "<=" is not read as "<" followed by "=".
const TERM_START = /^([\p{L}]+)(!=|<=|>=|≤|≥|≠|<|>|=|:)/u;
// What phone keyboards and French typography put in place of the ASCII operators and quotes.
const OP_ALIASES: Record<string, CompareOp> = { '≤': '<=', '≥': '>=', '≠': '!=' };
// One character for one, so every span still points into the query as typed.
const CURLY_QUOTES = /[“”„‟«»″]/g;

function isSpace(ch: string): boolean {
  return /\s/.test(ch);
}

function isWordEnd(ch: string): boolean {
  return isSpace(ch) || ch === '(' || ch === ')' || ch === '"';
}

/** Reads a "quoted" run starting at `at` (on the opening quote). */
function readQuoted(query: string, at: number): { text: string; end: number; closed: boolean } {
  const close = query.indexOf('"', at + 1);
  if (close === -1) return { text: query.slice(at + 1), end: query.length, closed: false };
  return { text: query.slice(at + 1, close), end: close + 1, closed: true };
}

function readBare(query: string, at: number): number {
  let end = at;
  while (end < query.length && !isWordEnd(query[end])) end += 1;
  return end;
}

/** Splits a query into tokens. Never throws: problems are reported beside the tokens. */
export function tokenize(typed: string): { tokens: Token[]; problems: TokenProblem[] } {
  const query = typed.replace(CURLY_QUOTES, '"');
  const tokens: Token[] = [];
  const problems: TokenProblem[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i];
    if (isSpace(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', start: i, end: i + 1 });
      i += 1;
    } else if (ch === '-') {
      const next = query[i + 1];
      if (next === undefined || isSpace(next)) problems.push({ code: 'dangling-negation', start: i, end: i + 1 });
      else tokens.push({ type: 'neg', start: i, end: i + 1 });
      i += 1;
    } else if (ch === '"') {
      const quoted = readQuoted(query, i);
      if (!quoted.closed) problems.push({ code: 'unclosed-quote', start: i, end: quoted.end });
      tokens.push({ type: 'word', text: quoted.text, quoted: true, start: i, end: quoted.end });
      i = quoted.end;
    } else {
      const head = TERM_START.exec(query.slice(i));
      if (head) {
        const valueStart = i + head[0].length;
        let value: string;
        let end: number;
        let quoted = false;
        if (query[valueStart] === '"') {
          const q = readQuoted(query, valueStart);
          if (!q.closed) problems.push({ code: 'unclosed-quote', start: valueStart, end: q.end });
          value = q.text;
          end = q.end;
          quoted = true;
        } else {
          end = readBare(query, valueStart);
          value = query.slice(valueStart, end);
        }
        tokens.push({
          type: 'term',
          key: head[1],
          op: OP_ALIASES[head[2]] ?? (head[2] as CompareOp | ':'),
          value,
          quoted,
          start: i,
          end,
          valueStart,
          valueEnd: end,
        });
        i = end;
      } else {
        const end = readBare(query, i);
        const text = query.slice(i, end);
        const lower = text.toLowerCase();
        if (OR_WORDS.has(lower)) tokens.push({ type: 'or', start: i, end });
        else if (AND_WORDS.has(lower)) tokens.push({ type: 'and', start: i, end });
        else tokens.push({ type: 'word', text, quoted: false, start: i, end });
        i = end;
      }
    }
  }
  return { tokens, problems };
}
