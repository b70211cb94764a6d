import { describe, expect, it } from 'vitest';
import { seatNames } from './seatNames';

describe('seatNames', () => {
  it('Solo: you and the AI', () => {
    const n = seatNames({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 1 }, 'en');
    expect([n.heading('A'), n.heading('B'), n.inSentence('A'), n.inSentence('B')]).toEqual([
      'You',
      'The AI',
      'the player',
      'the AI',
    ]);
    expect(n.hand('A')).toBe('Your hand');
    expect(n.side('B')).toBe('Side of the AI, from the Bridge outward');
  });
  it('hot-seat: Player 1 and Player 2, in French too', () => {
    const setup = {
      mode: 'duel' as const,
      format: 'preconstructed' as const,
      decks: { A: 'deck-1', B: 'deck-2' },
      seed: 1,
    };
    expect(seatNames(setup, 'en').hand('B')).toBe('Hand of Player 2');
    expect(seatNames(setup, 'fr').hand('A')).toBe('Main de Joueur 1');
    const bot = seatNames({ ...setup, opponent: 'bot-hard' }, 'fr');
    expect([bot.hand('B'), bot.side('B'), bot.side('A')]).toEqual([
      'Main du bot',
      'Côté du bot, depuis le Pont',
      'Votre côté, depuis le Pont',
    ]);
  });
  it('against the bot: you and the bot', () => {
    const n = seatNames(
      { mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 1, opponent: 'bot-easy' },
      'en',
    );
    expect([n.heading('A'), n.heading('B'), n.side('A')]).toEqual([
      'You',
      'The bot',
      'Your side, from the Bridge outward',
    ]);
  });
});

describe('seatNames with four seats', () => {
  const decks = { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' };
  it('Free-For-All: people and bots by seat number; one person alone reads "your hand"', () => {
    const n = seatNames(
      { mode: 'ffa', format: 'preconstructed', decks, players: { B: 'greedy', C: 'planner', D: 'greedy' }, seed: 1 },
      'en',
    );
    expect(['A', 'B', 'C', 'D'].map((p) => n.heading(p as 'A'))).toEqual(['Player 1', 'Bot 2', 'Bot 3', 'Bot 4']);
    expect([n.hand('A'), n.team('A')]).toEqual(['Your hand', null]);
  });
  it('Team Play in French: teams by number, two people each with their named hand', () => {
    const n = seatNames({ mode: 'teams', format: 'preconstructed', decks, players: { B: 'greedy' }, seed: 1 }, 'fr');
    expect([n.heading('B'), n.hand('C'), n.team('C'), n.team('D')]).toEqual([
      'Bot 2',
      'Main de Joueur 3',
      'Équipe 1',
      'Équipe 2',
    ]);
  });
  it('Co-op: the players by number, the two Solo AIs as AI 2 and AI 4', () => {
    const n = seatNames(
      {
        mode: 'coop',
        format: 'preconstructed',
        decks: { A: 'deck-1', C: 'deck-2' },
        players: { C: 'greedy' },
        seed: 1,
      },
      'fr',
    );
    expect(['A', 'B', 'C', 'D'].map((p) => n.heading(p as 'A'))).toEqual(['Joueur 1', 'IA 2', 'Bot 3', 'IA 4']);
  });
});
