import type { Card } from '../cards';
import {
  AI_SEATS,
  isOver,
  legalActions,
  picksOf,
  playerAt,
  type Action,
  type EngineEvent,
  type GameState,
  type PlayerId,
} from '../engine';
import { HAND_STRONGHOLD, viewOf } from '../table/board/boardView';
import { encodeReplay } from '../table/replay/replayCodec';
import type { GameSetup } from '../table/setup/gameSetup';
import type { HistoryItem, RoomState } from './model';
import {
  AWAY_AFTER_MS,
  HIDDEN_CARD,
  type DraftView,
  type GameView,
  type RoomEvent,
  type RoomSnapshot,
  type SeatInfo,
} from './protocol';

/** A card named by its id in the game's table is named by slug instead: the ids say where a card sat in its deck. */
function publicAction(s: GameState, action: Action): Action {
  const { player: _player, ...rest } = action;
  return 'card' in rest && typeof rest.card === 'number'
    ? ({ ...rest, card: s.cards[rest.card].slug } as Action)
    : (rest as Action);
}

/**
 * The engine's events are about cards on the table: every one is public except a card going
 * back into the Solo AI's deck, whose place in that deck nobody may know (its name is public: it
 * was in play).
 */
function publicEvents(events: readonly EngineEvent[]): EngineEvent[] {
  return events as EngineEvent[];
}

function eventFor(item: HistoryItem, viewer: PlayerId | null, game: GameState | undefined): RoomEvent | null {
  switch (item.type) {
    case 'joined':
    case 'replaced':
      return item.type === 'joined'
        ? { version: item.version, type: 'joined', seat: item.seat! }
        : { version: item.version, type: 'replaced', seat: item.seat!, bot: item.bot! };
    case 'started':
      return { version: item.version, type: 'started' };
    case 'ended':
      return { version: item.version, type: 'ended' };
    case 'picked':
      return {
        version: item.version,
        type: 'picked',
        seat: item.seat!,
        ...(item.seat === viewer ? { card: item.card } : {}),
      };
    case 'engine':
      return {
        version: item.version,
        type: 'engine',
        seat: item.seat,
        action: item.action && game ? publicAction(game, item.action) : null,
        events: publicEvents(item.events),
      };
  }
}

function gameView(room: RoomState, viewer: PlayerId | null): GameView | undefined {
  const s = room.game?.state;
  if (!s) return undefined;
  const board = viewOf(s);
  for (const seat of s.order) {
    const view = board.seats[seat];
    if (view?.kind === 'person' && seat !== viewer)
      view.hand = view.hand.map((c) => (c === HAND_STRONGHOLD ? c : HIDDEN_CARD));
  }
  const champions: Partial<Record<PlayerId, Card>> = {};
  const discards: Partial<Record<PlayerId, string[]>> = {};
  for (const seat of s.order) {
    const p = playerAt(s, seat);
    if (p?.kind === 'person' && p.champion) champions[seat] = s.cards[p.champion.card];
    if (p?.kind === 'ai') discards[seat] = p.discard.map((c) => s.cards[c].slug);
  }
  const mine = viewer !== null && viewer === s.active && !isOver(s);
  return {
    board,
    mode: s.mode as GameView['mode'],
    order: [...s.order],
    first: s.first,
    mana: s.mana,
    champions,
    discards,
    ...(mine ? { legal: legalActions(s).map((a) => publicAction(s, a)) } : {}),
  };
}

function draftView(room: RoomState, viewer: PlayerId | null): DraftView | undefined {
  const d = room.draft;
  if (!d || room.phase !== 'draft') return undefined;
  const counts: Partial<Record<PlayerId, number>> = {};
  for (const seat of Object.keys(d.picks) as PlayerId[]) counts[seat] = picksOf(d, seat).length;
  return {
    chooser: d.chooser,
    revealed: [...d.revealed],
    round: d.round,
    mine: viewer ? [...picksOf(d, viewer)] : [],
    counts,
  };
}

/** The finished game as the replay page reads it; the seed in it is harmless once the game is over. */
function replayCode(room: RoomState): string | undefined {
  const game = room.game;
  if (room.phase !== 'over' || !game) return undefined;
  const o = game.options;
  const players: GameSetup['players'] = {};
  for (const [seat, s] of Object.entries(room.seats))
    if (s?.plan.kind === 'bot') players[seat as PlayerId] = s.plan.bot;
  const setup: GameSetup = {
    mode: o.mode as GameSetup['mode'],
    format: o.format,
    decks: o.decks as GameSetup['decks'],
    seed: o.seed,
    ...(o.aiDeck ? { aiDeck: o.aiDeck as string[] } : {}),
    ...(o.champions ? { champions: o.champions as GameSetup['champions'] } : {}),
    ...(o.soloConfig ? { custom: o.soloConfig } : {}),
    ...(o.mode === 'duel' ? { opponent: 'hot-seat' as const } : { players }),
  };
  try {
    return encodeReplay({ setup, actions: game.recorded });
  } catch {
    // Too long a game for an address bar, or a setup the codec cannot write: no replay link.
    return undefined;
  }
}

export interface SnapshotOptions {
  /** The version the client already has: events after it are included (null: none). */
  since: number | null;
  /** When each person seat last had a stream open (ms), for `away`. */
  seen: Partial<Record<PlayerId, number>>;
  now: number;
}

/** What one seat (or a spectator, `viewer` null) may see of the room: its own hand, and of the others only what the table shows. */
export function seatSnapshot(
  code: string,
  room: RoomState,
  viewer: PlayerId | null,
  { since, seen, now }: SnapshotOptions,
): RoomSnapshot {
  const { settings } = room;
  const seats: SeatInfo[] = Object.entries(room.seats).map(([seat, s]) => ({
    seat: seat as PlayerId,
    kind: s!.plan.kind,
    ...(s!.plan.kind === 'bot' ? { bot: s!.plan.bot } : {}),
    name: s!.name,
    joined: s!.name !== null,
    away: s!.plan.kind === 'person' && s!.name !== null && now - (seen[seat as PlayerId] ?? 0) >= AWAY_AFTER_MS,
  }));
  // Co-op: the Solo AIs sit between the players, played by the engine.
  for (const seat of AI_SEATS[settings.mode]) seats.push({ seat, kind: 'ai', name: null, joined: false, away: false });
  seats.sort((a, b) => a.seat.localeCompare(b.seat));
  const events =
    since === null
      ? []
      : room.history
          .filter((h) => h.version > since)
          .map((h) => eventFor(h, viewer, room.game?.state))
          .filter((e) => e !== null);
  const replay = replayCode(room);
  return {
    code,
    version: room.version,
    phase: room.phase,
    mode: settings.mode,
    format: settings.format,
    champions: settings.champions,
    ...(settings.soloSettings ? { soloSettings: settings.soloSettings } : {}),
    you: viewer,
    seats,
    ...(room.phase === 'draft' ? { draft: draftView(room, viewer) } : {}),
    ...(room.game ? { game: gameView(room, viewer) } : {}),
    events,
    ...(replay ? { replay } : {}),
    ...(room.endedBecause ? { endedBecause: room.endedBecause } : {}),
  };
}
