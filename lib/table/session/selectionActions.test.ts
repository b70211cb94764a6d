import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { createGame, toCardDef, type CardDef } from '../../engine';
import { actionOnLine, actionOnTarget, placingOf, sameSelection, selectedCard } from './selectionActions';

const def = (slug: string): CardDef => toCardDef(getCard(slug)!);
const ref = { player: 'B' as const, line: 'top', index: 1 };

describe('selection actions', () => {
  it('a hand card or the Champion played onto a line', () => {
    expect(actionOnLine({ kind: 'card', card: 'troll' }, 'bottom')).toEqual({
      type: 'play',
      card: 'troll',
      line: 'bottom',
    });
    expect(actionOnLine({ kind: 'champion' }, 'top')).toEqual({ type: 'champion', line: 'top' });
  });

  it('on a Creature: an Incantation targets it, a Creature or the Champion goes onto it', () => {
    const card = (slug: string) => ({ kind: 'card' as const, card: slug });
    expect(actionOnTarget(card('meteorite'), def('meteorite'), ref)).toEqual({
      type: 'play',
      card: 'meteorite',
      target: ref,
    });
    expect(actionOnTarget(card('spectre'), def('spectre'), ref)).toEqual({
      type: 'play',
      card: 'spectre',
      onto: { line: 'top', index: 1 },
    });
    expect(actionOnTarget({ kind: 'champion' }, def('spectre'), ref)).toEqual({
      type: 'champion',
      onto: { line: 'top', index: 1 },
    });
  });

  it("placing: only on the viewer's move, and a Symbiote says it stacks onto a host", () => {
    expect(placingOf(def('spectre'), true)).toEqual({ def: def('spectre'), stacks: true });
    expect(placingOf(def('troll'), true)?.stacks).toBe(false);
    expect(placingOf(def('troll'), false)).toBeNull();
    expect(placingOf(undefined, true)).toBeNull();
  });

  it('the selected card: a hand card by its slug, the Champion of the viewer only', () => {
    const created = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: {
        A: ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'],
        B: ['annihilation', 'boom', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant'],
      },
      champions: { A: 'martyr' },
      seed: 3,
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    const defs = new Map(s.cards.map((c) => [c.slug, c]));
    expect(selectedCard(s, defs, { kind: 'card', card: 'troll' }, 'A')).toBe(defs.get('troll'));
    expect(selectedCard(s, defs, { kind: 'champion' }, 'A')?.slug).toBe('martyr');
    expect(selectedCard(s, defs, { kind: 'champion' }, 'B')).toBeUndefined();
    expect(selectedCard(s, defs, null, 'A')).toBeUndefined();
  });

  it('the same selection picked again', () => {
    expect(sameSelection({ kind: 'card', card: 'troll' }, { kind: 'card', card: 'troll' })).toBe(true);
    expect(sameSelection({ kind: 'card', card: 'troll' }, { kind: 'card', card: 'ogre' })).toBe(false);
    expect(sameSelection({ kind: 'champion' }, { kind: 'champion' })).toBe(true);
    expect(sameSelection({ kind: 'card', card: 'troll' }, { kind: 'champion' })).toBe(false);
    expect(sameSelection(null, { kind: 'champion' })).toBe(false);
  });
});
