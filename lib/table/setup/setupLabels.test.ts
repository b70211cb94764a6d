import { describe, expect, it } from 'vitest';
import { setupLabels } from './setupLabels';

describe('setupLabels', () => {
  it('speaks to the player against the bot: your deck, the bot’s Champion, your cards', () => {
    const en = setupLabels('duel-bot-easy', 'en');
    expect([en.deck('A'), en.deck('B'), en.code('A'), en.code('B')]).toEqual([
      'Your deck',
      'The bot’s deck',
      'Your deck code',
      'The bot’s deck code',
    ]);
    expect([en.champion('A'), en.champion('B')]).toEqual([
      'Your Champion: id or link',
      'The bot’s Champion: id or link',
    ]);
    expect([en.draftCards('A', 0), en.draftCards('B', 3)]).toEqual(['Your cards (0/8)', 'The bot’s cards (3/8)']);
    const fr = setupLabels('duel-bot-hard', 'fr');
    expect([fr.draftCards('A', 0), fr.draftCards('B', 3), fr.champion('B')]).toEqual([
      'Vos cartes (0/8)',
      'Cartes du bot (3/8)',
      'Champion du bot : identifiant ou lien',
    ]);
  });

  it('names the players between two people, and “you” in Solo', () => {
    const hot = setupLabels('duel-hot-seat', 'en');
    expect([hot.code('A'), hot.champion('B'), hot.draftCards('B', 2)]).toEqual([
      'Deck code of Player 1',
      'Champion of Player 2: id or link',
      'Cards of Player 2 (2/8)',
    ]);
    expect(setupLabels('solo-custom', 'fr').draftCards('A', 1)).toBe('Vos cartes (1/8)');
  });
});
