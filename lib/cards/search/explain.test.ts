import { describe, expect, it } from 'vitest';
import { CARDS } from '../index';
import { explainNoResults } from './explain';
import { parseQuery } from './parse';

const hasRage = (c: (typeof CARDS)[number]) => c.abilities.some((a) => a.ability === 'rage');

describe('explainNoResults', () => {
  it('has nothing to explain about an unknown value: it is left aside, with a warning', () => {
    expect(explainNoResults('ab:rag m<=3')).toEqual({ reasons: [], suggestions: [] });
  });

  it('names the most restrictive term when the terms exclude each other', () => {
    const query = 't:creature ab:rage m<=1 set:felonie';
    const { reasons, suggestions } = explainNoResults(query);
    expect(reasons.map((r) => r.code)).toEqual(['terms-exclude-each-other']);
    const counts = [
      'ab:rage m<=1 set:felonie',
      't:creature m<=1 set:felonie',
      't:creature ab:rage set:felonie',
      't:creature ab:rage m<=1',
    ].map(countMatches);
    const best = Math.max(...counts);
    expect(suggestions[0]).toMatchObject({ code: 'drop-term', count: best });
    expect(suggestions[0].count).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(2);
  });

  it('tells the range of values for an impossible comparison and offers the boundary', () => {
    const maxHealth = Math.max(...CARDS.map((c) => c.health ?? 0));
    const { reasons, suggestions } = explainNoResults(`h>${maxHealth}`);
    expect(reasons[0]).toMatchObject({ code: 'out-of-range' });
    expect(reasons[0].message.en).toContain(`to ${maxHealth}`);
    expect(suggestions[0]).toMatchObject({
      query: `h>=${maxHealth}`,
      count: CARDS.filter((c) => c.health === maxHealth).length,
    });
  });

  it('suggests a close word of a card name', () => {
    const { reasons, suggestions } = explainNoResults('dragn');
    expect(reasons[0]).toMatchObject({ code: 'term-matches-nothing', text: 'dragn' });
    expect(suggestions[0]).toMatchObject({ code: 'close-name', query: 'dragon' });
  });

  it('does not blame a negated term that matches nothing', () => {
    const { reasons } = explainNoResults('m>20 -h>80');
    expect(reasons.map((r) => [r.code, r.text])).toEqual([['out-of-range', 'm>20']]);
  });

  it('explains a contradiction and offers to drop either side', () => {
    const { suggestions } = explainNoResults('ab:rage -ab:rage');
    expect(suggestions.map((s) => s.query).sort()).toEqual(['-ab:rage', 'ab:rage']);
  });

  it('falls back to a general reason and gives nothing when there are results', () => {
    expect(explainNoResults('zzzzzz').reasons[0].code).toBe('term-matches-nothing');
    expect(explainNoResults('zzzzzz').suggestions).toEqual([]);
    expect(explainNoResults('ab:rage')).toEqual({ reasons: [], suggestions: [] });
  });

  it('accepts an already parsed tree and another card list', () => {
    const query = 'ab:rage';
    const few = CARDS.filter((c) => !hasRage(c));
    expect(explainNoResults(query, parseQuery(query).ast, few).reasons[0].code).toBe('term-matches-nothing');
  });
});

function countMatches(query: string): number {
  // Independent count: each query here is a plain AND of simple terms over the data.
  const terms = query.split(' ');
  return CARDS.filter((c) =>
    terms.every((t) => {
      if (t === 't:creature') return c.type === 'creature';
      if (t === 'ab:rage') return hasRage(c);
      if (t === 'm<=1') return c.mana <= 1;
      if (t === 'set:felonie') return c.set === 'felonie';
      throw new Error(`unexpected term ${t}`);
    }),
  ).length;
}
