import { describe, expect, it } from 'vitest';
import { foldRoom, initialRoom, step, type LogEntry, type RoomSettings } from './model';

const duel: RoomSettings = {
  mode: 'duel',
  format: 'preconstructed',
  champions: false,
  seats: { A: { kind: 'person' }, B: { kind: 'person' } },
  seed: 3,
};
const joins: LogEntry[] = [
  { type: 'join', seat: 'A', name: 'Ana', deck: 'deck-1' },
  { type: 'join', seat: 'B', name: 'Bo', deck: 'deck-2' },
];

describe('step', () => {
  it.each<[string, LogEntry[], LogEntry, string]>([
    ['a start before everyone joined', joins.slice(0, 1), { type: 'start' }, 'room-not-ready'],
    [
      'a deck another seat took',
      joins.slice(0, 1),
      { type: 'join', seat: 'B', name: 'Bo', deck: 'deck-1' },
      'same-deck',
    ],
    [
      'a Constructed deck in a Preconstructed room',
      [],
      { type: 'join', seat: 'A', name: 'Ana', deck: ['troll'] },
      'invalid-deck',
    ],
    [
      'a Champion in a room without them',
      [],
      {
        type: 'join',
        seat: 'A',
        name: 'Ana',
        deck: 'deck-1',
        champion: { slug: 'champion-x', name: 'X', type: 'creature', mana: 3, attack: 2, health: 2, abilities: [] },
      },
      'invalid-champion',
    ],
    [
      'a join once the game has started',
      [...joins, { type: 'start' }],
      { type: 'join', seat: 'A', name: 'Ana', deck: 'deck-3' },
      'wrong-phase',
    ],
    [
      'a Draft pick outside a Draft',
      [...joins, { type: 'start' }],
      { type: 'pick', seat: 'A', card: 'troll' },
      'wrong-phase',
    ],
    ['an action before the start', joins, { type: 'action', seat: 'A', action: { type: 'end-turn' } }, 'wrong-phase'],
  ])('refuses %s, leaving the room as it was', (_, log, entry, code) => {
    const room = foldRoom(duel, log, initialRoom(duel));
    const r = step(room, entry);
    expect(r.ok ? null : r.error.code).toBe(code);
    expect(room.version).toBe(log.length);
  });

  it('refuses an action out of turn with the engine’s reason, and plays the turn’s owner’s', () => {
    const room = foldRoom(duel, [...joins, { type: 'start' }], initialRoom(duel));
    const active = room.game!.state.active;
    const r = step(room, { type: 'action', seat: active === 'A' ? 'B' : 'A', action: { type: 'end-turn' } });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'action-refused', engineCode: 'not-your-turn' });
    const played = step(room, { type: 'action', seat: active, action: { type: 'end-turn' } });
    expect(played.ok && played.room.game!.state.active).not.toBe(active);
  });

  it('rebuilds the same room from the same log (the seed is in the settings)', () => {
    const log: LogEntry[] = [...joins, { type: 'start' }, { type: 'action', seat: 'A', action: { type: 'end-turn' } }];
    const first = foldRoom(duel, log.slice(0, 3));
    expect(foldRoom(duel, log.slice(0, 3))).toEqual(first);
    expect(foldRoom({ ...duel, seed: 4 }, log.slice(0, 3)).game!.state).not.toEqual(first.game!.state);
  });
});
