import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, type GameState } from '../../engine';
import { groupSteps } from './animationSteps';
import { applyEvent, viewOf } from './boardView';
import { beatStage, samePlace } from './beatStage';

/** Every beat of a few Solo games, with the view before it. */
function beats(seeds: number[]) {
  const out: Array<{ before: ReturnType<typeof viewOf>; step: ReturnType<typeof groupSteps>[number] }> = [];
  for (const seed of seeds) {
    const created = createGame({
      mode: 'solo',
      format: 'preconstructed',
      decks: { A: `deck-${1 + (seed % 4)}` },
      seed,
    });
    if (!created.ok) throw new Error(created.error.message);
    let s: GameState = created.state;
    for (let i = 0; i < 200 && !s.winner; i++) {
      const action =
        i % 3 === 2
          ? { type: 'end-turn' as const }
          : (legalActions(s).find((a) => a.type === 'play') ?? { type: 'end-turn' as const });
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      let view = viewOf(s);
      for (const step of groupSteps(r.events)) {
        out.push({ before: view, step });
        view = step.events.reduce(applyEvent, view);
      }
      s = r.state;
    }
  }
  return out;
}

describe('beatStage', () => {
  const all = beats([1, 2, 3, 4]);

  it('keeps each destroyed Creature in its place for the beat, marked, with its Damage shown', () => {
    const withDestruction = all.filter(({ step }) => step.events.some((e) => e.type === 'destroyed'));
    expect(withDestruction.length).toBeGreaterThan(5);
    for (const { before, step } of withDestruction) {
      const { view, marks } = beatStage(before, step);
      const destroyed = step.events.filter((e) => e.type === 'destroyed');
      const marked = marks.hits.filter((h) => h.kind === 'destroyed');
      expect(marked).toHaveLength(destroyed.length);
      marked.forEach((h, i) => {
        if ('stronghold' in h.at) throw new Error('a Creature is destroyed, not a Stronghold');
        expect(view.lines[h.at.line]?.[h.at.player]?.[h.at.index]?.card).toBe(destroyed[i].card);
      });
    }
  });

  it('names the attacker and its targets, and the Damage each target takes', () => {
    const attacks = all.filter(({ step }) => step.events[0].type === 'attack');
    expect(attacks.length).toBeGreaterThan(10);
    for (const { before, step } of attacks) {
      const { marks } = beatStage(before, step);
      const first = step.events[0];
      if (first.type !== 'attack') continue;
      expect(marks.actor).toEqual(first.from);
      expect(marks.targets).toEqual(first.targets);
      const damage = step.events.filter((e) => e.type === 'damage');
      expect(marks.hits.filter((h) => h.kind === 'damage' && !('stronghold' in h.at)).map((h) => h.amount)).toEqual(
        damage.map((e) => e.amount),
      );
      for (const e of damage)
        expect(marks.hits.some((h) => !('stronghold' in h.at) && samePlace(h.at, e.to))).toBe(true);
    }
  });

  it('tells the Stronghold shifts, milling and reshuffles, and cites the beat’s rule', () => {
    const seats = all.flatMap(({ before, step }) => beatStage(before, step).marks.seats.map((s) => s.kind));
    expect(seats).toContain('mill');
    expect(seats).toContain('revealed');
    const shifts = all.filter(({ step }) => step.events.some((e) => e.type === 'stronghold-shift'));
    for (const { before, step } of shifts)
      expect(beatStage(before, step).marks.hits.some((h) => 'stronghold' in h.at)).toBe(true);
    for (const { before, step } of all.slice(0, 20))
      expect(beatStage(before, step).marks.rule).toBe(step.events[0].rule);
  });

  it('leaves the view it is given untouched', () => {
    const { before, step } = all.find(({ step }) => step.events.some((e) => e.type === 'destroyed'))!;
    const copy = structuredClone(before);
    beatStage(before, step);
    expect(before).toEqual(copy);
  });
});
