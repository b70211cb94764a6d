import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';
import { HOOKS } from './registry';
import { sprint } from './sprint';

const source = 'Rulebook v1.1 · Special Abilities · Sprint';

describe(`sprint (${source})`, () => {
  it('moves next to the Bridge and deals +1 per Creature passed', () => {
    const s = duel({
      A: person(hand('baron'), [
        creature('Wall', 1, 0, 9),
        creature('Wall 2', 1, 0, 9),
        creature('Runner', 2, 1, 3, 'sprint'),
      ]),
      B: person(hand(...fill(5))),
    });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['runner', 'wall', 'wall-2']);
    expect(sideOf(view, 'B').hand).toEqual([...filled(3), '#stronghold', ...filled(2, 4)]);
  });

  it('counts a Symbiote stack passed as two Creatures (R32)', () => {
    const stack = { card: creature('Leech', 1, 0, 1, 'symbiote'), host: creature('Brick', 1, 0, 3), new: true };
    const s = duel({
      A: person(hand('baron'), [stack, creature('Runner', 2, 1, 3, 'sprint')]),
      B: person(hand(...fill(5))),
    });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['runner', 'leech']);
    expect(sideOf(view, 'B').hand).toEqual([...filled(3), '#stronghold', ...filled(2, 4)]);
  });

  it('does not move when it cannot attack (entry turn)', () => {
    const s = duel(
      {
        A: person(hand(creature('Runner', 2, 1, 3, 'sprint'), 'baron'), [creature('Wall', 1, 0, 9)]),
        B: person(hand(...fill(2))),
      },
      { mana: 2 },
    );
    const { view } = play(s, [{ do: 'play', card: 'runner', line: 'top' }, { do: 'end-turn' }]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['wall', 'runner']);
  });

  it('granted by an Aura (Vortex) moves the neighbour, which then loses the Aura', () => {
    const s = duel({ A: person(hand('baron'), ['vortex', creature('Fighter', 2, 2, 3)]), B: person(hand(...fill(5))) });
    const { events } = play(s, [{ do: 'end-turn' }]);
    const moved = events.filter((e) => e.type === 'moved');
    expect(moved).toHaveLength(1);
    expect(events.filter((e) => e.type === 'stronghold-shift').map((e) => (e as { to: number }).to)).toEqual([3]);
  });

  it('keeps its bonus on the Creature for every attack of the Assault (R16) and loses it at the end of the turn (R19)', () => {
    const c = { card: 0, host: null, damage: 0, new: false, protectionUsed: false, sprint: 2 };
    expect(sprint.carriedDamage!(c)).toBe(2);
    sprint.endOfTurn!(c);
    expect(sprint.carriedDamage!(c)).toBe(0);
    expect(HOOKS.carriedDamage.map((h) => h.module.slug)).toEqual(['sprint']);
  });

  it('reports the Damage it adds as a number (R16)', () => {
    const s = duel({
      A: person(hand('baron'), [
        creature('Wall', 1, 0, 9),
        creature('Wall 2', 1, 0, 9),
        creature('Runner', 2, 1, 3, 'sprint'),
      ]),
      B: person(hand(...fill(5))),
    });
    const triggered = play(s, [{ do: 'end-turn' }]).events.filter(
      (e) => e.type === 'ability-triggered' && e.ability === 'sprint',
    );
    expect(triggered.map((e) => e.type === 'ability-triggered' && e.amount)).toEqual([2]);
  });
});
