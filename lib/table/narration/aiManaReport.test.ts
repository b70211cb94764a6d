import { describe, expect, it } from 'vitest';
import { apply, createGame, type GameState } from '../../engine';
import { creature, duel, fill, hand, person } from '../../engine/testing';
import { aiManaReport } from './aiManaReport';

const source = 'Rulebook v1.1 · Solo Mode – AI Phase 1 (6 Mana and 1 per Creature of the Player)';

describe(`aiManaReport (${source})`, () => {
  it('takes the AI’s last Mana Regeneration apart from the events, and says what it would gain now', () => {
    const created = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    let s: GameState = created.state;
    const events = [...created.events];
    expect(aiManaReport(events, s)?.last).toBeNull();
    expect(aiManaReport(events, s)?.next).toEqual({ amount: 6, fixed: 6, per: 1, creatures: 0, bonus: 0 });
    const r = apply(s, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
    const report = aiManaReport(events, s)!;
    expect(report.seat).toBe('B');
    expect(report.last).toMatchObject({ amount: 6, fixed: 6, per: 1, creatures: 0, bonus: 0, turn: 2 });
    expect(report.last!.revealed).toBe(r.events.filter((e) => e.type === 'ai-revealed').length);
    expect(report.last!.revealed).toBeGreaterThan(0);
  });

  it('counts the player’s Creatures, a Symbiote stack as two (Ruling R23)', () => {
    const created = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const s = structuredClone(created.state) as GameState;
    s.lines.top.A = [
      { card: 0, host: 1, damage: 0, new: false, protectionUsed: false, sprint: 0 },
      { card: 2, host: null, damage: 0, new: false, protectionUsed: false, sprint: 0 },
    ];
    expect(aiManaReport([], s)?.next).toMatchObject({ amount: 9, creatures: 3, bonus: 0 });
  });

  it('in Co-op speaks of the AI playing now or next, counting both players’ Creatures and never the other AI’s (Ruling R40)', () => {
    const created = createGame({
      mode: 'coop',
      format: 'preconstructed',
      decks: { A: 'deck-1', C: 'deck-2' },
      seed: 4,
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = structuredClone(created.state) as GameState;
    const creatureOf = (card: number) => ({
      card,
      host: null,
      damage: 0,
      new: false,
      protectionUsed: false,
      sprint: 0,
    });
    // One Creature for each player, two for AI D: AI B would gain 6 + 1 × 2.
    s.lines.ab!.A = [creatureOf(0)];
    s.lines.bc!.C = [creatureOf(1)];
    s.lines.cd!.D = [creatureOf(2), creatureOf(3)];
    s.active = 'A';
    expect(aiManaReport([], s)).toMatchObject({ seat: 'B', next: { amount: 8, creatures: 2, bonus: 0 } });
    s.active = 'C';
    expect(aiManaReport([], s)).toMatchObject({ seat: 'D', next: { amount: 8, creatures: 2, bonus: 0 } });
  });

  it('is null when no AI sits at the table', () => {
    expect(aiManaReport([], duel({ A: person(hand(...fill(3))), B: person(hand(creature('X', 1, 1, 1))) }))).toBeNull();
  });
});
