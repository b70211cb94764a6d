import { describe, expect, it } from 'vitest';
import { STRONGHOLD, playerAt } from '../engine';
import { HAND_STRONGHOLD } from '../table/board/boardView';
import { foldRoom, initialRoom, type LogEntry, type RoomSettings } from './model';
import { HIDDEN_CARD } from './protocol';
import { seatSnapshot } from './view';

const options = { since: null, seen: {}, now: 0 };

function room(settings: RoomSettings, log: LogEntry[]) {
  return foldRoom(settings, log, initialRoom(settings));
}

describe('seatSnapshot', () => {
  const duel: RoomSettings = {
    mode: 'duel',
    format: 'preconstructed',
    champions: false,
    seats: { A: { kind: 'person' }, B: { kind: 'person' } },
    seed: 5,
  };
  const started = room(duel, [
    { type: 'join', seat: 'A', name: 'Ana', deck: 'deck-1' },
    { type: 'join', seat: 'B', name: 'Bo', deck: 'deck-2' },
    { type: 'start' },
  ]);

  it('gives a seat its own hand in order, and of the other only where the Stronghold lies', () => {
    const s = started.game!.state;
    const a = seatSnapshot('code', started, 'A', options).game!;
    const handA = playerAt(s, 'A')!;
    const handB = playerAt(s, 'B')!;
    if (handA.kind !== 'person' || handB.kind !== 'person') throw new Error('persons expected');
    expect(a.board.seats.A!.hand).toEqual(
      handA.hand.map((c) => (c === STRONGHOLD ? HAND_STRONGHOLD : s.cards[c].slug)),
    );
    expect(a.board.seats.B!.hand).toEqual(handB.hand.map((c) => (c === STRONGHOLD ? HAND_STRONGHOLD : HIDDEN_CARD)));
  });

  it('lists the legal actions only to the seat whose turn it is, naming cards by slug', () => {
    const active = started.game!.state.active;
    const other = active === 'A' ? 'B' : 'A';
    const mine = seatSnapshot('code', started, active, options).game!.legal!;
    expect(mine.length).toBeGreaterThan(1);
    for (const action of mine) if ('card' in action) expect(typeof action.card).toBe('string');
    expect(seatSnapshot('code', started, other, options).game!.legal).toBeUndefined();
    expect(seatSnapshot('code', started, null, options).game!.legal).toBeUndefined();
  });

  it('keeps a Draft’s picks to their owner: the others see how many', () => {
    const draft = room({ ...duel, format: 'draft' }, [
      { type: 'join', seat: 'A', name: 'Ana' },
      { type: 'join', seat: 'B', name: 'Bo' },
      { type: 'start' },
    ]);
    const chooser = draft.draft!.chooser!;
    const card = draft.draft!.revealed[0];
    const picked = foldRoom(draft.settings, [{ type: 'pick', seat: chooser, card }], draft);
    const other = chooser === 'A' ? 'B' : 'A';
    const mine = seatSnapshot('code', picked, chooser, { ...options, since: draft.version });
    const theirs = seatSnapshot('code', picked, other, { ...options, since: draft.version });
    expect(mine.draft!.mine).toEqual([card]);
    expect(mine.events).toEqual([{ version: picked.version, type: 'picked', seat: chooser, card }]);
    expect(theirs.draft!.mine).toEqual([]);
    expect(theirs.draft!.counts[chooser]).toBe(1);
    expect(theirs.events).toEqual([{ version: picked.version, type: 'picked', seat: chooser }]);
  });

  it('lists a Co-op room’s Solo AIs between the players', () => {
    const coop = initialRoom({
      mode: 'coop',
      format: 'preconstructed',
      champions: false,
      seats: { A: { kind: 'person' }, C: { kind: 'bot', bot: 'greedy' } },
      seed: 1,
    });
    expect(seatSnapshot('code', coop, null, options).seats.map((s) => [s.seat, s.kind])).toEqual([
      ['A', 'person'],
      ['B', 'ai'],
      ['C', 'bot'],
      ['D', 'ai'],
    ]);
  });

  it('says a person is away after a minute without a stream', () => {
    const seats = (now: number) =>
      seatSnapshot('code', started, 'A', { since: null, seen: { A: 0, B: 0 }, now }).seats.map((s) => s.away);
    expect(seats(59_999)).toEqual([false, false]);
    expect(seats(60_000)).toEqual([true, true]);
  });
});
