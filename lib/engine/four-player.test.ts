import { describe, expect, it } from 'vitest';
import { getCard } from '../cards';
import { apply } from './apply';
import { toCardDef } from './cards';
import { newCreature } from './lines';
import { playerOf } from './state';
import { STRONGHOLD, type GameState, type PersonState } from './types';

const source = 'Rulebook v1.1 · Multiplayer Modes · Setup (4 lines shared between neighbours)';

describe(`the four-seat state shape (${source})`, () => {
  it('each Creature attacks the enemy sharing its line; the turn passes in order', () => {
    const cards = ['brute', 'zombie', 'baron', 'ogre', 'troll', 'gnome', 'grrr', 'scribe'].map((slug) =>
      toCardDef(getCard(slug)!),
    );
    const person = (hand: number[], lines: string[]): PersonState => ({
      kind: 'person',
      hand: [STRONGHOLD, ...hand],
      stronghold: 'bastion',
      champion: null,
      lines,
    });
    const s: GameState = {
      mode: 'ffa',
      cards,
      order: ['A', 'B', 'C', 'D'],
      first: 'A',
      active: 'A',
      turn: 5,
      phase: 'summoning',
      mana: 0,
      winner: null,
      rng: 1,
      players: {
        A: person([2, 3], ['ab', 'da']),
        B: person([4, 5], ['bc', 'ab']),
        C: person([6], ['cd', 'bc']),
        D: person([7], ['da', 'cd']),
      },
      lines: {
        ab: { A: [{ ...newCreature(0), new: false }], B: [] },
        bc: { B: [], C: [] },
        cd: { C: [], D: [] },
        da: { D: [], A: [{ ...newCreature(1), new: false }] },
      },
    };
    const r = apply(s, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    // Brute on the line shared with B and Zombie on the line shared with D each bring a Bastion down; C is untouched.
    expect(playerOf(r.state, 'B').stronghold).toBe('fort');
    expect(playerOf(r.state, 'D').stronghold).toBe('fort');
    expect(playerOf(r.state, 'C').stronghold).toBe('bastion');
    expect(r.state.active).toBe('B');
  });
});
