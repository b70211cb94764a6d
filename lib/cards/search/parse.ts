import { normalizeText } from '../normalize';
import { createT } from '../../i18n/translate';
import { searchWarningMessages } from './messages';
import { readBareText } from './bareText';
import { buildTerm } from './terms';
import { tokenize, type Token } from './tokenize';
import type { ParsedQuery, SearchNode, SearchWarning, Span, WarningCode } from './types';

// Deeper nesting than this is treated as a typo; it also keeps recursion far from the stack limit.
const MAX_DEPTH = 32;
// Past this many, more warnings would only bury the first ones.
const MAX_WARNINGS = 10;
// The longest ability name has three words ("price of blood").
const MAX_PHRASE = 3;

const tEn = createT(searchWarningMessages, 'en');
const tFr = createT(searchWarningMessages, 'fr');

function makeWarning(query: string, code: WarningCode, span: Span, suggestion?: string): SearchWarning {
  const text = query.slice(span.start, span.end);
  const vars = (t: typeof tEn) => ({ text, hint: suggestion ? t('didYouMean', { suggestion }) : '' });
  return {
    code,
    text,
    start: span.start,
    end: span.end,
    ...(suggestion ? { suggestion } : {}),
    message: { en: tEn(code, vars(tEn)), fr: tFr(code, vars(tFr)) },
  };
}

function combine(kind: 'and' | 'or', children: SearchNode[]): SearchNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0];
  return { kind, children, start: children[0].start, end: children[children.length - 1].end };
}

class Parser {
  private index = 0;
  /** Opening parentheses past MAX_DEPTH, ignored along with their closing ones. */
  private ignoredOpens = 0;
  readonly result: ParsedQuery;

  constructor(
    private readonly query: string,
    private readonly tokens: Token[],
    warnings: SearchWarning[],
  ) {
    this.result = { ast: null, warnings };
  }

  private warn(code: WarningCode, span: Span, suggestion?: string): void {
    if (this.result.warnings.length >= MAX_WARNINGS) return;
    this.result.warnings.push(makeWarning(this.query, code, span, suggestion));
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  parseQuery(): void {
    this.result.ast = this.parseOr(0);
    this.result.warnings.sort((a, b) => a.start - b.start);
  }

  private parseOr(depth: number): SearchNode | null {
    const branches: SearchNode[] = [];
    let pendingOr: Token | null = null;
    for (;;) {
      const node = this.parseAnd(depth);
      if (node) {
        branches.push(node);
        pendingOr = null;
      }
      const token = this.peek();
      if (token?.type !== 'or') break;
      this.index += 1;
      if (node) pendingOr = token;
      else this.warn('dangling-or', token);
    }
    if (pendingOr) this.warn('dangling-or', pendingOr);
    return combine('or', branches);
  }

  private parseAnd(depth: number): SearchNode | null {
    const parts: SearchNode[] = [];
    for (let token = this.peek(); token && token.type !== 'or'; token = this.peek()) {
      if (token.type === 'rparen' && this.ignoredOpens > 0) {
        this.ignoredOpens -= 1;
        this.index += 1;
      } else if (token.type === 'rparen') {
        if (depth > 0) break;
        this.warn('unmatched-paren', token);
        this.index += 1;
      } else if (token.type === 'and') {
        this.index += 1;
      } else {
        const node = this.parseUnary(depth);
        if (node) parts.push(node);
      }
    }
    return combine('and', parts);
  }

  private parseUnary(depth: number): SearchNode | null {
    const first = this.peek() as Token;
    let negations = 0;
    while (this.peek()?.type === 'neg') {
      negations += 1;
      this.index += 1;
    }
    const operand = this.peek();
    if (negations > 0 && (!operand || operand.type === 'or' || operand.type === 'rparen' || operand.type === 'and')) {
      this.warn('dangling-negation', first);
      return null;
    }
    const node = this.parsePrimary(depth, negations > 0 ? first : null);
    if (!node || negations === 0) return node;
    // "--x" is x, but its span keeps the minus signs so removing the term removes them too.
    if (negations % 2 === 0) return { ...node, start: first.start };
    return { kind: 'not', child: node, start: first.start, end: node.end };
  }

  private parsePrimary(depth: number, negation: Token | null): SearchNode | null {
    const token = this.peek() as Token;
    this.index += 1;
    if (token.type === 'lparen') return this.parseGroup(token, depth);
    if (token.type === 'word') return this.parseText(token);
    if (token.type !== 'term') return null;
    const term = buildTerm(token, (code, span, suggestion) => this.warn(code, span, suggestion));
    if (!term) return null;
    if ('node' in term) return term.node;
    if (negation) this.warn('negated-directive', { start: negation.start, end: token.end });
    Object.assign(this.result, term);
    return null;
  }

  /**
   * A bare word, or the longest run of bare words that spells an ability ("prix du sang"),
   * searched in names and, when it spells one, as that ability or type too.
   */
  private parseText(token: Extract<Token, { type: 'word' }>): SearchNode | null {
    let last = token;
    let found: ReturnType<typeof readBareText>;
    if (!token.quoted) {
      let run = 1;
      while (run < MAX_PHRASE && this.isBareWord(this.tokens[this.index - 1 + run])) run += 1;
      for (let n = run; n >= 2 && !found; n -= 1) {
        const end = this.tokens[this.index - 2 + n];
        found = readBareText(this.query.slice(token.start, end.end));
        if (found) {
          last = end as typeof token;
          this.index += n - 1;
        }
      }
    }
    const raw = last === token ? token.text : this.query.slice(token.start, last.end);
    const text = normalizeText(raw);
    if (!text) {
      this.warn('empty-text', token);
      return null;
    }
    found ??= readBareText(raw);
    const node: SearchNode = { kind: 'name', text, raw, start: token.start, end: last.end };
    return found ? { ...node, reading: found.reading, ...(found.fuzzy ? { fuzzy: true } : {}) } : node;
  }

  private isBareWord(token: Token | undefined): boolean {
    return token?.type === 'word' && !token.quoted;
  }

  private parseGroup(open: Token, depth: number): SearchNode | null {
    if (depth >= MAX_DEPTH) {
      if (this.ignoredOpens === 0) this.warn('too-deep', open);
      this.ignoredOpens += 1;
      return null;
    }
    const inner = this.parseOr(depth + 1);
    let end = this.query.length;
    const closed = this.peek()?.type === 'rparen';
    if (closed) {
      end = (this.peek() as Token).end;
      this.index += 1;
    } else {
      this.warn('unclosed-paren', { start: open.start, end });
    }
    if (!inner) {
      if (closed) this.warn('empty-group', { start: open.start, end });
      return null;
    }
    return { ...inner, start: open.start, end };
  }
}

/** Parses a search query. Never throws: what is not understood becomes a warning. */
export function parseQuery(query: string): ParsedQuery {
  const { tokens, problems } = tokenize(query);
  const warnings = problems.slice(0, MAX_WARNINGS).map((p) => makeWarning(query, p.code, p));
  const parser = new Parser(query, tokens, warnings);
  parser.parseQuery();
  return parser.result;
}
