import { describe, expect, it } from 'vitest';
import { apply } from '../apply';
import { creature, duel, fill, filled, hand, person, play, sideOf, solo } from '../testing';
import { FLAGS, stackerOf } from './registry';
import { symbiote } from './symbiote';

const source = 'Rulebook v1.1 · Special Abilities · Symbiote';
const sym = creature('Sym', 2, 2, 2, 'symbiote');

describe(`symbiote (${source})`, () => {
  it("placed on a host, AV and HP stack and the stack keeps the host's status (R4)", () => {
    const s = duel({ A: person(hand(sym, 'zombie'), ['baron']), B: person(hand(...fill(2)), ['brute']) }, { mana: 2 });
    const { view } = play(s, [{ do: 'play', card: 'sym', onto: { line: 'top', index: 0 } }]);
    expect(sideOf(view, 'A').lines.top).toMatchObject([{ card: 'sym', host: 'baron', new: false }]);
    const after = play(s, [{ do: 'play', card: 'sym', onto: { line: 'top', index: 0 } }, { do: 'end-turn' }]).view;
    expect(sideOf(after, 'B').hand).toEqual(['#stronghold', ...filled(2), 'brute']);
  });

  it('a destroyed stack returns both cards, the Symbiote first', () => {
    const s = duel({
      A: person(hand('zombie'), ['brute']),
      B: person(hand(...fill(2)), [{ card: sym, host: 'zombie' }]),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      '#stronghold',
      ...filled(2),
      'sym',
      'zombie',
    ]);
  });

  it('cannot go on a Creature that already has Symbiote', () => {
    const s = duel(
      {
        A: person(hand(sym, 'zombie'), [{ card: creature('Other Sym', 2, 1, 1, 'symbiote'), host: 'baron' }]),
        B: person(hand('gnome')),
      },
      { mana: 2 },
    );
    const r = apply(s, { type: 'play', card: 'sym', onto: { line: 'top', index: 0 } });
    expect(!r.ok && r.error.code).toBe('bad-target');
  });

  it('with a Mercenary host, only the Mercenary goes to the enemy', () => {
    const s = duel({
      A: person(hand('zombie'), ['brute']),
      B: person(hand(...fill(2)), [{ card: sym, host: creature('Merc', 2, 1, 1, 'mercenary') }]),
    });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'sym']);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'zombie', 'merc']);
  });

  it('for the AI, merges with its Creature closest to the Bridge, or is discarded for free (AI Exception)', () => {
    const deck = [
      creature('Sym', 2, 2, 2, 'symbiote'),
      creature('Sym 2', 2, 2, 2, 'symbiote'),
      creature('Six', 6, 1, 1),
      creature('Left', 1, 1, 1),
    ];
    const s = solo({ A: person(hand('baron')), B: { deck, discard: [], lines: { top: ['baron'], bottom: [] } } });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.top).toMatchObject([{ card: 'sym', host: 'baron' }, { card: 'six' }]);
    expect(B.discard).toEqual(['sym-2']);
    expect(B.deck).toEqual(['left']);
  });

  it('one placement rule for the person and the Solo AI: a host must be there and have no Symbiote, printed or from an Aura (R4, R30)', () => {
    const stacking = symbiote.stacksOnHost!;
    const s = duel({
      A: person(
        hand('baron'),
        ['brute', creature('Leech', 1, 0, 1, 'symbiote')],
        [creature('Giver', 2, 0, 3, 'aura:symbiote'), 'zombie'],
      ),
      B: person(hand(...fill(2))),
    });
    expect(stacking.refusal(s, 'A', 'top', 0)).toBeNull();
    expect(stacking.refusal(s, 'A', 'top', 1)).toMatch(/already has Symbiote/);
    expect(stacking.refusal(s, 'A', 'bottom', 1)).toMatch(/already has Symbiote/);
    expect(stacking.refusal(s, 'A', 'top', 2)).toMatch(/no Creature there/);
    expect(stackerOf(FLAGS.stacksOnHost)?.slug).toBe('symbiote');
  });
});
