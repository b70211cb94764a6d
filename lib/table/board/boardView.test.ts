import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  legalActions,
  randomInt,
  seedState,
  type Action,
  type GameState,
  type PlayerId,
} from '../../engine';
import { position } from '../../engine/testing';
import { applyEvent, HAND_STRONGHOLD, playablePositions, viewOf } from './boardView';

const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
const eightB = ['annihilation', 'boom', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant'];

describe('applyEvent', () => {
  it('replaying the events of every action over the view before it gives the view after it (random games)', () => {
    let checked = 0;
    for (let seed = 0; seed < 60; seed++) {
      const created = createGame(
        seed % 3 === 0
          ? { mode: 'duel', format: 'constructed', decks: { A: eight, B: eightB }, champions: { A: 'martyr' }, seed }
          : seed % 3 === 1
            ? {
                mode: 'solo',
                format: 'preconstructed',
                decks: { A: `deck-${1 + (seed % 4)}` },
                seed,
                soloConfig: { level: 4, abilities: ['splash', 'rage', 'perforation', 'sprint'] },
              }
            : { mode: 'duel', format: 'preconstructed', decks: { A: 'deck-2', B: 'deck-3' }, seed },
      );
      if (!created.ok) throw new Error(created.error.message);
      let s: GameState = created.state;
      let rng = seedState(seed);
      for (let i = 0; i < 300 && !s.winner; i++) {
        const legal = legalActions(s);
        const [k, next] = randomInt(rng, legal.length);
        rng = next;
        const r = apply(s, legal[k]);
        if (!r.ok) throw new Error(r.error.message);
        const folded = r.events.reduce(applyEvent, viewOf(s));
        expect(folded).toEqual(viewOf(r.state));
        s = r.state;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('puts a card that comes back after a loss just left of the Fort, as the engine does (rulings R27, R34)', () => {
    const blood = {
      name: 'Blood',
      type: 'creature',
      mana: 3,
      attack: 3,
      health: 3,
      abilities: [{ ability: 'price-of-blood', aura: false }],
    };
    const bomb = {
      name: 'Bomb',
      type: 'incantation',
      mana: 1,
      attack: 9,
      health: null,
      abilities: [
        { ability: 'sharpening', aura: false },
        { ability: 'mercenary', aura: false },
      ],
    };
    const lost = position({
      mode: 'duel',
      active: 'A',
      mana: 0,
      players: {
        A: { hand: ['#stronghold', blood, 'zombie'], stronghold: 'fort', lines: { top: [], bottom: [] } },
        B: { hand: ['#stronghold', 'baron'], stronghold: 'bastion', lines: { top: [], bottom: [] } },
      },
    });
    const won = position({
      mode: 'duel',
      active: 'A',
      mana: 1,
      players: {
        A: { hand: ['#stronghold', bomb, 'zombie'], stronghold: 'bastion', lines: { top: [], bottom: [] } },
        B: { hand: ['#stronghold', 'baron'], stronghold: 'fort', lines: { top: ['grrr'], bottom: [] } },
      },
    });
    const cases: Array<[GameState, Action, PlayerId, string[]]> = [
      [lost, { type: 'play', card: 'blood', line: 'top' }, 'A', ['zombie', 'blood', HAND_STRONGHOLD]],
      [
        won,
        { type: 'play', card: 'bomb', target: { player: 'B', line: 'top', index: 0 } },
        'B',
        ['baron', 'grrr', 'bomb', HAND_STRONGHOLD],
      ],
    ];
    for (const [s, action, loser, hand] of cases) {
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.winner).not.toBe(loser);
      expect(viewOf(r.state).seats[loser]!.hand).toEqual(hand);
      expect(r.events.reduce(applyEvent, viewOf(s))).toEqual(viewOf(r.state));
    }
  });

  it('leaves its input alone', () => {
    const created = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 3 });
    if (!created.ok) throw new Error();
    const before = viewOf(created.state);
    const copy = structuredClone(before);
    applyEvent(before, { type: 'turn-started', player: 'B', turn: 9, rule: 'r' });
    expect(before).toEqual(copy);
  });
});

describe('playablePositions', () => {
  it('takes the 4 leftmost cards, skipping the Stronghold wherever it stands', () => {
    expect([...playablePositions([HAND_STRONGHOLD, 'a', 'b', 'c', 'd', 'e'])]).toEqual([1, 2, 3, 4]);
    expect([...playablePositions(['a', 'b', HAND_STRONGHOLD, 'c', 'd', 'e'])]).toEqual([0, 1, 3, 4]);
    expect([...playablePositions(['a', HAND_STRONGHOLD])]).toEqual([0]);
  });
});
