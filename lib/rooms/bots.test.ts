import { describe, expect, it } from 'vitest';
import { botEntry } from './bots';
import { foldRoom, initialRoom, step, type RoomSettings } from './model';

const settings: RoomSettings = {
  mode: 'duel',
  format: 'draft',
  champions: false,
  seats: { A: { kind: 'person' }, B: { kind: 'bot', bot: 'greedy' } },
  seed: 12,
};

describe('botEntry', () => {
  it('picks for a bot in the Draft and plays its turns, never a person’s, until the game is over', () => {
    let room = foldRoom(settings, [{ type: 'join', seat: 'A', name: 'Ana' }, { type: 'start' }], initialRoom(settings));
    let botSteps = 0;
    for (let i = 0; i < 2000 && room.phase !== 'over'; i++) {
      const entry = botEntry(room);
      const personTurn = room.phase === 'draft' ? room.draft!.chooser === 'A' : room.game!.state.active === 'A';
      expect(entry === null).toBe(personTurn);
      const next =
        entry ??
        (room.phase === 'draft'
          ? { type: 'pick' as const, seat: 'A' as const, card: room.draft!.revealed[0] }
          : { type: 'action' as const, seat: 'A' as const, action: { type: 'end-turn' as const } });
      if (entry) botSteps++;
      const r = step(room, next);
      if (!r.ok) throw new Error(r.error.message);
      room = r.room;
    }
    expect(room.phase).toBe('over');
    expect(botSteps).toBeGreaterThan(8);
    expect(botEntry(room)).toBeNull();
  });

  it('makes the same move for the same room and version', () => {
    const room = foldRoom(
      settings,
      [{ type: 'join', seat: 'A', name: 'Ana' }, { type: 'start' }],
      initialRoom(settings),
    );
    let r = room;
    while (r.phase === 'draft') {
      const entry = botEntry(r) ?? { type: 'pick' as const, seat: 'A' as const, card: r.draft!.revealed[0] };
      const s = step(r, entry);
      if (!s.ok) throw new Error(s.error.message);
      r = s.room;
    }
    if (r.game!.state.active === 'A') {
      const s = step(r, { type: 'action', seat: 'A', action: { type: 'end-turn' } });
      if (!s.ok) throw new Error(s.error.message);
      r = s.room;
    }
    expect(botEntry(r)).toEqual(botEntry(r));
    expect(botEntry(r)).not.toBeNull();
  });
});
