import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../engine';
import { turnPhase } from './turnPhase';

const beat = (type: EngineEvent['type']) => ({ events: [{ type, rule: 'r' } as EngineEvent] });

describe('turnPhase (Rulebook v1.1 · Duel Mode: Mana Regeneration, Summoning, Assault)', () => {
  it('reads the phase from the beat on show', () => {
    expect(turnPhase(beat('turn-started'), false)).toBe('mana');
    expect(turnPhase(beat('ai-revealed'), false)).toBe('summoning');
    expect(turnPhase(beat('card-played'), false)).toBe('summoning');
    expect(turnPhase(beat('attack'), false)).toBe('assault');
    expect(turnPhase(beat('turn-ended'), false)).toBe('end');
    expect(turnPhase(beat('game-over'), false)).toBe('over');
  });

  it('between beats a person is summoning, until the game is over', () => {
    expect(turnPhase(null, false)).toBe('summoning');
    expect(turnPhase(null, true)).toBe('over');
  });
});
