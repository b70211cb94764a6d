import { describe, expect, it } from 'vitest';
import { groupSteps } from './animationSteps';

describe('groupSteps', () => {
  it('starts a beat at each play, attack and turn change; consequences stay with their cause', () => {
    const steps = groupSteps([
      { type: 'card-played', player: 'A', card: 'boom', cost: 2, paid: 2, rule: 'r' },
      {
        type: 'damage',
        to: { player: 'B', line: 'top', index: 0 },
        card: 'baron',
        amount: 3,
        source: 'boom',
        rule: 'r',
      },
      { type: 'destroyed', player: 'B', card: 'baron', from: { player: 'B', line: 'top', index: 0 }, rule: 'r' },
      { type: 'turn-ended', player: 'A', rule: 'r' },
      { type: 'turn-started', player: 'B', turn: 2, rule: 'r' },
      { type: 'mana-gained', player: 'B', amount: 6, rule: 'r' },
    ]);
    expect(steps.map((s) => s.events.map((e) => e.type))).toEqual([
      ['card-played', 'damage', 'destroyed'],
      ['turn-ended'],
      ['turn-started', 'mana-gained'],
    ]);
  });
});
