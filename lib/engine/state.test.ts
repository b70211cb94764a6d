import { describe, expect, it } from 'vitest';
import { cloneState, playerAt, playerOf, seatPlayers } from './state';
import { createGame } from './setup';
import { STRONGHOLD, type AiState, type PersonState } from './types';

const person: PersonState = {
  kind: 'person',
  hand: [STRONGHOLD],
  stronghold: 'bastion',
  champion: null,
  lines: ['top', 'bottom'],
};
const ai: AiState = {
  kind: 'ai',
  deck: [],
  discard: [],
  stronghold: 'bastion',
  config: { fixedMana: 6, manaPerCreature: 1, resistance: false, abilities: [] },
  granted: 0,
  lines: ['top', 'bottom'],
};
const core = {
  cards: [],
  order: ['A' as const, 'B' as const],
  first: 'A' as const,
  active: 'A' as const,
  turn: 1,
  phase: 'summoning' as const,
  mana: 0,
  winner: null,
  rng: 1,
  lines: {},
};

describe('seats by mode (Rulebook v1.1 · Setup, 1. Choose a game Mode)', () => {
  it('builds a state only when every seat of the mode is filled by the right kind of player', () => {
    expect(seatPlayers('solo', core, { A: person, B: ai }).players).toEqual({ A: person, B: ai });
    expect(() => seatPlayers('duel', core, { A: person })).toThrow('duel: seat B needs a person');
    expect(() => seatPlayers('solo', core, { A: person, B: person })).toThrow('solo: seat B needs the AI');
    expect(() => seatPlayers('coop', core, { A: person, B: ai, C: person, D: person })).toThrow(
      'coop: seat D needs the AI',
    );
  });

  it('reads a seat named at run time: playerOf throws on a seat the mode lacks, playerAt says undefined', () => {
    const r = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(playerOf(r.state, 'B').kind).toBe('person');
    expect(playerAt(r.state, 'C')).toBeUndefined();
    expect(() => playerOf(r.state, 'D')).toThrow('duel has no seat D');
  });

  it('a copy keeps the mode, its seats and their kinds, and shares no player with the original', () => {
    const r = createGame({ mode: 'coop', format: 'preconstructed', decks: { A: 'deck-1', C: 'deck-2' }, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const copy = cloneState(r.state);
    expect(copy).toEqual(r.state);
    for (const id of ['A', 'B', 'C', 'D'] as const) expect(playerOf(copy, id)).not.toBe(playerOf(r.state, id));
  });
});
