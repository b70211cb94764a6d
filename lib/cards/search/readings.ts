import { namesContain } from './bareText';
import type { IndexedCard } from './evaluate';
import type { QueryReading, SearchNode } from './types';

type TextNode = Extract<SearchNode, { kind: 'name' }> & {
  reading: NonNullable<Extract<SearchNode, { kind: 'name' }>['reading']>;
};

function readTexts(
  node: SearchNode | null,
  positive: boolean,
  out: Array<{ node: TextNode; positive: boolean }>,
): typeof out {
  if (!node) return out;
  if (node.kind === 'and' || node.kind === 'or') for (const child of node.children) readTexts(child, positive, out);
  else if (node.kind === 'not') readTexts(node.child, !positive, out);
  else if (node.kind === 'name' && node.reading) out.push({ node: node as TextNode, positive });
  return out;
}

function keyword({ reading }: TextNode): string {
  return reading.kind === 'ability' ? `ab:${reading.value}` : `t:${reading.value}`;
}

/** How each bare word that also spells an ability or a type was read, in query order. */
export function readingsOf(ast: SearchNode | null): QueryReading[] {
  // A negated word ("-sprint") is already said in full by the results header.
  return readTexts(ast, true, [])
    .filter((t) => t.positive)
    .map(({ node }) => {
      const names = namesContain(node.text);
      const quoted = /\s/.test(node.text) ? `"${node.text}"` : node.text;
      return {
        text: node.raw,
        start: node.start,
        end: node.end,
        reading: node.reading,
        fuzzy: node.fuzzy === true,
        names,
        query: names ? `name:${quoted} or ${keyword(node)}` : keyword(node),
      };
    });
}

/**
 * Names keep priority: per card, how many of the query's bare words it matches only through
 * their ability or type reading (0 first). Null when the query has no such word.
 */
export function relevanceOf(ast: SearchNode | null): ((card: IndexedCard) => number) | null {
  const needles = readTexts(ast, true, [])
    .filter((t) => t.positive)
    .map((t) => t.node.text.replace(/ /g, ''));
  if (needles.length === 0) return null;
  return (card) => needles.filter((needle) => !card.compactName.includes(needle)).length;
}
