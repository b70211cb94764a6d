/**
 * The shape of a deck search: terms side by side must all hold, `or` (or `ou`) between them
 * offers alternatives (and binds tighter than or, as in the card search), parentheses group,
 * and `-(…)` excludes a group. What each term means is decided by the caller (`resolve`).
 */
export type QueryNode<T> =
  { kind: 'term'; term: T } | { kind: 'and' | 'or'; children: QueryNode<T>[] } | { kind: 'not'; child: QueryNode<T> };

/** Parts of the shape that made no sense and were left out. */
export type ShapeProblem = { code: 'dangling-or' | 'unmatched-close' | 'empty-group'; text: string };

const OR_WORDS = new Set(['or', 'ou']);
// Joining words the card search also takes; side by side already means "and".
const AND_WORDS = new Set(['and', 'et']);

/** Splits a search into terms, `(`, `-(` and `)`; a keyed or plain quoted run stays one term. */
export function splitDeckQuery(query: string): string[] {
  return query.match(/-?\(|\)|-?[\p{L}]+:"[^"]*"?|-?"[^"]*"?|[^\s()"]+/gu) ?? [];
}

/** Whether a token only gives the search its shape (it looks for nothing itself). */
export const isConnective = (token: string) =>
  token === '(' ||
  token === '-(' ||
  token === ')' ||
  OR_WORDS.has(token.toLowerCase()) ||
  AND_WORDS.has(token.toLowerCase());

function combine<T>(kind: 'and' | 'or', children: QueryNode<T>[]): QueryNode<T> | null {
  return children.length === 0 ? null : children.length === 1 ? children[0] : { kind, children };
}

/**
 * Builds the tree; `resolve` turns one term into its meaning, or null to leave it out (it
 * reports why itself). An unclosed `(` is closed at the end, where it can only end.
 */
export function parseQueryTree<T>(
  tokens: readonly string[],
  resolve: (token: string) => T | null,
): { root: QueryNode<T> | null; problems: ShapeProblem[] } {
  const problems: ShapeProblem[] = [];
  let at = 0;
  const isOr = (token: string | undefined) => token !== undefined && OR_WORDS.has(token.toLowerCase());

  function parseAnd(): QueryNode<T> | null {
    const children: QueryNode<T>[] = [];
    for (let token = tokens[at]; token !== undefined && token !== ')' && !isOr(token); token = tokens[at]) {
      at += 1;
      if (AND_WORDS.has(token.toLowerCase())) continue;
      if (token === '(' || token === '-(') {
        const start = at;
        const inner = parseOr();
        if (at === start) problems.push({ code: 'empty-group', text: `${token})` });
        if (tokens[at] === ')') at += 1;
        if (inner) children.push(token === '-(' ? { kind: 'not', child: inner } : inner);
        continue;
      }
      const term = resolve(token);
      if (term !== null) children.push({ kind: 'term', term });
    }
    return combine('and', children);
  }

  function parseOr(): QueryNode<T> | null {
    const branches: QueryNode<T>[] = [];
    // A side is dangling when nothing was typed there; a side whose terms were refused is reported already.
    let start = at;
    const first = parseAnd();
    if (first) branches.push(first);
    let emptySide = at === start;
    while (isOr(tokens[at])) {
      const word = tokens[at];
      at += 1;
      start = at;
      const next = parseAnd();
      if (next) branches.push(next);
      if (emptySide || at === start) problems.push({ code: 'dangling-or', text: word });
      emptySide = at === start;
    }
    return combine('or', branches);
  }

  const parts: QueryNode<T>[] = [];
  while (at < tokens.length) {
    const part = parseOr();
    if (part) parts.push(part);
    if (tokens[at] === ')') {
      problems.push({ code: 'unmatched-close', text: ')' });
      at += 1;
    }
  }
  return { root: combine('and', parts), problems };
}
