import { describe, expect, it } from 'vitest';
import { seatNames } from './seatNames';

describe('seatNames', () => {
  it('Solo: you and the AI', () => {
    const n = seatNames({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 1 }, 'en');
    expect([n.heading('A'), n.heading('B'), n.inSentence('A'), n.inSentence('B')]).toEqual(['You', 'The AI', 'the player', 'the AI']);
    expect(n.hand('A')).toBe('Your hand');
    expect(n.side('B')).toBe('Side of the AI, from the Bridge outward');
  });
  it('hot-seat: Player 1 and Player 2, in French too', () => {
    const setup = { mode: 'duel' as const, format: 'preconstructed' as const, decks: { A: 'deck-1', B: 'deck-2' }, seed: 1 };
    expect(seatNames(setup, 'en').hand('B')).toBe('Hand of Player 2');
    expect(seatNames(setup, 'fr').hand('A')).toBe('Main de Joueur 1');
    const bot = seatNames({ ...setup, opponent: 'bot-hard' }, 'fr');
    expect([bot.hand('B'), bot.side('B'), bot.side('A')]).toEqual(['Main du bot', 'Côté du bot, depuis le Pont', 'Votre côté, depuis le Pont']);
  });
  it('against the bot: you and the bot', () => {
    const n = seatNames({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 1, opponent: 'bot-easy' }, 'en');
    expect([n.heading('A'), n.heading('B'), n.side('A')]).toEqual(['You', 'The bot', 'Your side, from the Bridge outward']);
  });
});
