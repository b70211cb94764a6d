import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine';
import type { GameSetup } from './gameSetup';
import { seatNames } from './seatNames';
import { seatOwners } from './seatOwners';
import { personSeats } from './seatPlayers';

const setup = (mode: GameSetup['mode'], players: GameSetup['players'] = {}): GameSetup => ({
  mode,
  format: 'preconstructed',
  decks: { A: 'deck-1' },
  players,
  seed: 1,
});
const owners = (g: GameSetup, viewer: PlayerId, locale: 'en' | 'fr' = 'en') => {
  const of = seatOwners(
    { mode: g.mode, viewer, shared: personSeats(g).length > 1 },
    seatNames(g, locale).heading,
    locale,
  );
  return (['A', 'B', 'C', 'D'] as PlayerId[]).map((p) => `${of(p).label}/${of(p).tone}`);
};
const bots = { B: 'greedy', C: 'planner', D: 'greedy' } as const;

describe('seatOwners', () => {
  it('Free-For-All: "You" for the one person at the screen, each bot by name in a colour of its own', () => {
    expect(owners(setup('ffa', bots), 'A')).toEqual(['You/0', 'Bot 2/1', 'Bot 3/2', 'Bot 4/3']);
  });

  it('Team Play: the teammate is "Your ally" in the viewer\'s colour, the other team named with its number and sharing one colour', () => {
    expect(owners(setup('teams', bots), 'A')).toEqual([
      'You/0',
      'Team 2 · Bot 2/1',
      'Your ally · Bot 3/0',
      'Team 2 · Bot 4/1',
    ]);
    expect(owners(setup('teams', bots), 'A', 'fr')).toEqual([
      'Vous/0',
      'Équipe 2 · Bot 2/1',
      'Votre allié · Bot 3/0',
      'Équipe 2 · Bot 4/1',
    ]);
  });

  it('Co-op: the other player is the ally, the two Solo AIs share the enemy colour', () => {
    expect(owners(setup('coop', { C: 'greedy' }), 'A')).toEqual(['You/0', 'AI 2/1', 'Your ally · Bot 3/0', 'AI 4/1']);
  });

  it('several people at one screen: the seat at the bottom is "You" with its name, as it changes hands', () => {
    expect(owners(setup('teams', { B: 'greedy', D: 'greedy' }), 'C')).toEqual([
      'Your ally · Player 1/0',
      'Team 2 · Bot 2/1',
      'You · Player 3/0',
      'Team 2 · Bot 4/1',
    ]);
  });

  it('watching (an online spectator): every seat by its name, no "You" and no ally, the colours kept', () => {
    const g = setup('teams', { B: 'greedy', D: 'greedy' });
    const of = seatOwners({ mode: 'teams', viewer: 'A', watching: true }, seatNames(g, 'en').heading, 'en');
    const seen = (['A', 'B', 'C', 'D'] as PlayerId[]).map((p) => `${of(p).label}/${of(p).tone}/${of(p).you}`);
    expect(seen).toEqual([
      'Team 1 · Player 1/0/false',
      'Team 2 · Bot 2/1/false',
      'Team 1 · Player 3/0/false',
      'Team 2 · Bot 4/1/false',
    ]);
    const ffa = seatOwners({ mode: 'ffa', viewer: 'A', watching: true }, seatNames(g, 'en').heading, 'en');
    expect(ffa('A')).toEqual({ label: 'Player 1', tone: 0, you: false });
    expect(ffa('C').tone).toBe(2);
  });

  it('Solo: you and the AI', () => {
    const g = setup('solo');
    const of = seatOwners({ mode: g.mode, viewer: 'A' }, seatNames(g, 'en').heading, 'en');
    expect([of('A').label, of('B').label, of('B').tone]).toEqual(['You', 'The AI', 1]);
  });
});
