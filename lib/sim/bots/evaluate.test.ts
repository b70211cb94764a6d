import { describe, expect, it } from 'vitest';
import { ownCopy, playerOf } from '../../engine';
import { evaluate, leafValue } from './evaluate';
import { samplePositions } from './testing';

describe('leafValue (what the planner maximises at the start of its next turn)', () => {
  const solo = samplePositions(300, 3).filter((s) => s.mode === 'solo' && !s.winner);

  it('is 1 for a won game and 0 for a lost one (rulebook, Solo Mode: game end and win conditions)', () => {
    const s = solo[solo.length - 1];
    const won = ownCopy(s);
    won.winner = 'A';
    const lost = ownCopy(s);
    lost.winner = 'B';
    expect(leafValue(won, 'A')).toBe(1);
    expect(leafValue(lost, 'A')).toBe(0);
    expect(leafValue(won, 'B')).toBe(0);
  });

  it('puts every unfinished position strictly between, in the order of its score: no lead is worth a win', () => {
    const scored = solo
      .map((s) => ({ score: evaluate(s, 'A'), value: leafValue(s, 'A') }))
      .sort((a, b) => a.score - b.score);
    expect(new Set(scored.map((x) => x.score)).size).toBeGreaterThan(20);
    for (const x of scored) {
      expect(x.value).toBeGreaterThan(0);
      expect(x.value).toBeLessThan(1);
    }
    for (let i = 1; i < scored.length; i++) {
      if (scored[i].score > scored[i - 1].score) expect(scored[i].value).toBeGreaterThan(scored[i - 1].value);
      else expect(scored[i].value).toBe(scored[i - 1].value);
    }
    // A lead far beyond anything reached in play (the enemy AI's deck emptied of all but one card) still stays below a win.
    const ahead = ownCopy(solo[0]);
    const ai = playerOf(ahead, 'B');
    if (ai.kind === 'ai') ai.deck = ai.deck.slice(0, 1);
    expect(leafValue(ahead, 'A')).toBeLessThan(1);
  });
});
