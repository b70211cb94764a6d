import { describe, expect, it } from 'vitest';
import type { RoomSnapshot } from '../rooms/protocol';
import { onlineSeatNames } from './onlineNames';

const room: Pick<RoomSnapshot, 'seats' | 'you' | 'mode'> = {
  mode: 'teams',
  you: 'C',
  seats: [
    { seat: 'A', kind: 'person', name: 'Ada', joined: true, away: false },
    { seat: 'B', kind: 'bot', bot: 'greedy', name: null, joined: true, away: false },
    { seat: 'C', kind: 'person', name: 'Chloé', joined: true, away: false },
    { seat: 'D', kind: 'person', name: null, joined: false, away: false },
  ],
};

describe('seat names in a room', () => {
  it('call people by their names, this screen’s seat “you”, bots and open seats by number', () => {
    const n = onlineSeatNames(room, 'en');
    expect(n.heading('A')).toBe('Ada');
    expect(n.heading('B')).toBe('Bot 2');
    expect(n.heading('C')).toBe('Chloé (you)');
    expect(n.heading('D')).toBe('Player 4');
    expect(n.hand('C')).toBe('Your hand');
    expect(n.hand('A')).toBe('Hand of Ada');
    expect(n.team('B')).toBe('Team 2');
  });

  it('speak French, the Co-op AIs included', () => {
    const n = onlineSeatNames(
      {
        ...room,
        mode: 'coop',
        you: null,
        seats: [room.seats[0], { seat: 'B', kind: 'ai', name: null, joined: true, away: false }],
      },
      'fr',
    );
    expect(n.heading('B')).toBe('IA 2');
    expect(n.heading('D')).toBe('IA 4');
    expect(n.hand('A')).toBe('Main d’Ada');
    expect(n.team('A')).toBeNull();
  });
});
