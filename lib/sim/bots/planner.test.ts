import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../../cards';
import { apply, scenarioToState, type GameState } from '../../engine';
import { createRng } from '../rng';
import { resultOf, runGames, PLANNER } from '../simulate';
import { mergeTotals } from '../stats';
import { greedyBot } from './greedy';
import { createPlannerBot } from './planner';
import { alwaysLegal, samplePositions, soloWins } from './testing';

describe('plannerBot (the default bot)', () => {
  it('always returns a legal action (duel and solo positions)', () => {
    expect(alwaysLegal(createPlannerBot(PLANNER), samplePositions(200, 6))).toBe(true);
  });

  it('is repeatable from its seed', () => {
    for (const s of samplePositions(60, 8))
      expect(createPlannerBot(PLANNER)(s, createRng(4))).toEqual(createPlannerBot(PLANNER)(s, createRng(4)));
  });

  it('keeps its turn plan only for the game it made it in: any split of a run merges into the one-process totals', () => {
    const o = {
      deck: { cards: PRECONSTRUCTED[0].cards },
      opponent: 'solo-quick' as const,
      bot: 'planner' as const,
      games: 24,
      seed: 7,
    };
    const whole = runGames(o);
    const parts = [
      runGames({ ...o, from: 11, games: 13 }),
      runGames({ ...o, from: 0, games: 5 }),
      runGames({ ...o, from: 5, games: 6 }),
    ];
    expect(resultOf(parts.reduce(mergeTotals))).toEqual(resultOf(whole));
  });

  it('beats the greedy bot on the same seeded Solo Quick games', () => {
    for (const deck of ['deck-1', 'deck-3']) {
      expect(soloWins(createPlannerBot(PLANNER), deck, 60)).toBeGreaterThanOrEqual(soloWins(greedyBot, deck, 60) + 6);
    }
  });

  // Deck 4, game 5 of the bench's seeds, turn 13 (as the planner scoring like the reference reached it): that
  // planner played Cyclone, which survives the AI's turn, instead of two Creatures after which the AI's Fort is
  // revealed and the Player wins (rulebook, Solo Mode "Game end and win conditions") in every sampled world.
  // It also holds the shortlist's tie-break: in 2 sampled ends a dozen plans win (even ending the turn may), and
  // broken by discovery order the ties kept the short plans and cut the two Creatures (bot seeds 2 and 3 played Cyclone).
  const WIN_OR_SURVIVE = {
    mode: 'solo',
    active: 'A',
    first: 'A',
    turn: 13,
    phase: 'summoning',
    mana: 6,
    players: {
      A: {
        hand: ['aberration', 'cyclone', '#stronghold', 'machine', 'zombie', 'reptile'],
        stronghold: 'fort',
        lines: { top: [], bottom: [{ card: 'mutant' }, { card: 'carnivore' }, { card: 'assassin' }] },
      },
      B: {
        deck: ['troll', 'disciple', 'boom', 'ogre', 'partisan', 'annihilation', 'gnome', 'combustion'],
        discard: [
          'meteorite',
          'scribe',
          'brigand',
          'microctopus',
          'alpha',
          'brute',
          'vortex',
          'lieutenant',
          'revenant',
          'baron',
          'martyr',
        ],
        stronghold: 'fort',
        lines: {
          top: [{ card: 'shaman' }, { card: 'grrr' }, { card: 'abomination' }, { card: 'parasite' }],
          bottom: [{ card: 'carapace' }],
        },
      },
    },
  };

  it('takes a win at the end of its turn over a plan that merely survives (leafValue: no lead is worth a win)', () => {
    for (const engineSeed of [1, 2]) {
      for (const botSeed of [1, 2, 3]) {
        let s: GameState = scenarioToState(WIN_OR_SURVIVE, engineSeed);
        const bot = createPlannerBot(PLANNER);
        const rng = createRng(botSeed);
        while (!s.winner && s.active === 'A' && s.turn === 13) {
          const r = apply(s, bot(s, rng));
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
        expect(s.winner).toBe('A');
      }
    }
  });
});
