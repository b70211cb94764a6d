import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { createRng } from '../rng';
import { determinize, endTurnOwned, worldsFrom } from './determinize';
import { after } from './greedy';
import { samplePositions } from './testing';

describe("worldsFrom (the planner's shared samples)", () => {
  it('gives exactly what determinize gives, for the root and every position one play away, cached or not', () => {
    let checked = 0;
    for (const state of samplePositions(60, 3)) {
      const me = state.active;
      const root = determinize(state, me, createRng(1));
      const world = worldsFrom(root, me);
      const reached = [
        root,
        ...legalActions(root)
          .filter((a) => a.type !== 'end-turn')
          .map((a) => after(root, a)),
      ];
      for (const seed of [5, 6]) {
        for (const s of [...reached, ...reached]) {
          expect(world(s, seed)).toEqual(determinize(s, me, createRng(seed)));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('hands out copies: ending the turn in one sample changes neither the position nor the next sample', () => {
    const states = samplePositions(40, 4).filter((s) => s.mode === 'solo' && s.turn > 4);
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) {
      const before = JSON.stringify(state);
      const world = worldsFrom(state, state.active);
      endTurnOwned(world(state, 1));
      endTurnOwned(world(state, 1));
      expect(JSON.stringify(state)).toBe(before);
      expect(world(state, 1)).toEqual(determinize(state, state.active, createRng(1)));
    }
  });
});
