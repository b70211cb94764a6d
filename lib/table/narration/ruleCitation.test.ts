import { describe, expect, it } from 'vitest';
import { RULE } from '../../engine';
import { ruleCitation } from './ruleCitation';

describe('ruleCitation', () => {
  it('cites a rulebook section as the English book’s title, labelled as such in French', () => {
    expect(ruleCitation(RULE.assault, 'en')).toBe('Rule: Phase 3 – Assault (rulebook v1.1)');
    expect(ruleCitation(RULE.assault, 'fr')).toBe(
      'Règle : section « Phase 3 – Assault » du livret de règles anglais v1.1',
    );
  });

  it('cites our own rulings and anything else without the rulebook label', () => {
    expect(ruleCitation(RULE.endOfTurn, 'fr')).toBe('Règle : décision R19 d’Erret');
    expect(ruleCitation('FAQ F1', 'en')).toBe('Rule: FAQ F1');
  });
});
