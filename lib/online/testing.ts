import { apply, createGame, legalActions, type Action, type GameState, type PlayerId } from '../engine';
import type { GameView, RoomEvent, RoomSnapshot } from '../rooms/protocol';
import { HIDDEN_CARD } from '../rooms/protocol';
import { HAND_STRONGHOLD, viewOf } from '../table/board/boardView';

/** Tests only: a real engine game seen from one seat as the server describes it, other hands hidden. */
export function seatView(s: GameState, you: PlayerId | null): GameView {
  const board = viewOf(s);
  for (const [seat, v] of Object.entries(board.seats)) {
    if (v && v.kind === 'person' && seat !== you) v.hand = v.hand.map((c) => (c === HAND_STRONGHOLD ? c : HIDDEN_CARD));
  }
  const discards: GameView['discards'] = {};
  for (const seat of s.order) {
    const p = s.players[seat as keyof typeof s.players] as
      GameState['players']['A'] | { kind: 'ai'; discard: number[] };
    if (p.kind === 'ai') discards[seat] = p.discard.map((id) => s.cards[id].slug);
  }
  return {
    board,
    mode: s.mode === 'solo' ? 'duel' : s.mode,
    order: s.order,
    first: s.first,
    mana: s.mana,
    champions: {},
    discards,
    legal: you === s.active ? legalActions(s) : undefined,
  };
}

/** Tests only: a Duel between two preconstructed decks, and a way to play it on. */
export function duelGame(seed = 7) {
  const created = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created;
}

export function play(s: GameState, action: Action) {
  const r = apply(s, action);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

export function snapshotOf(s: GameState, you: PlayerId | null, version: number, events: RoomEvent[]): RoomSnapshot {
  return {
    code: 'abcdefgh',
    version,
    phase: s.winner ? 'over' : 'playing',
    mode: 'duel',
    format: 'preconstructed',
    champions: false,
    you,
    seats: [
      { seat: 'A', kind: 'person', name: 'Ada', joined: true, away: false },
      { seat: 'B', kind: 'person', name: 'Bo', joined: true, away: false },
    ],
    game: seatView(s, you),
    events,
  };
}
