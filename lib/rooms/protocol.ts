/**
 * Online rooms: the contract between the server (app/api/rooms/**, lib/rooms) and the pages.
 * Types only, plus the few constants both sides need. The server is the referee: it holds the
 * game (settings, seed, actions), checks every action with the engine, plays the bots and the
 * Solo AIs, and sends each seat only what that seat may see.
 *
 * ## Endpoints (JSON bodies; every refusal is the API's one error shape `{ error, code, … }`)
 *
 *   POST /api/rooms                                   CreateRoomRequest → 201 CreateRoomResponse
 *   GET  /api/rooms/<code>                            → 200 RoomSnapshot (as the seat of the bearer secret, else as a spectator)
 *   POST /api/rooms/<code>/seats/<seat>/join          Bearer seat secret; JoinRequest → 200 RoomSnapshot
 *   POST /api/rooms/<code>/start                      Bearer host secret; {} → 200 { version }
 *   POST /api/rooms/<code>/seats/<seat>/bot           Bearer host secret, or another seat's secret once the seat
 *                                                     has been away AWAY_AFTER_MS; ReplaceRequest → 200 { version }
 *   POST /api/rooms/<code>/draft                      Bearer seat secret; DraftPickRequest → 200 { version }
 *   POST /api/rooms/<code>/actions                    Bearer seat secret; ActionRequest → 200 { version }
 *   GET  /api/rooms/<code>/stream                     Server-Sent Events (see below); Bearer seat secret, or none to watch
 *
 * Secrets travel as the deck edit token does: in the invite URL's #fragment (never the query
 * string, so never in a log or a Referer), then in an `Authorization: Bearer …` header.
 *
 * ## The stream
 *
 * `GET /api/rooms/<code>/stream` answers `text/event-stream`. It is read with `fetch()` and a
 * stream reader (EventSource cannot send the Authorization header; `parseSse` in
 * lib/rooms/sse.ts splits the bytes into messages). Each message:
 *
 *     id: <room version>
 *     event: snapshot
 *     data: <RoomSnapshot as JSON, one line>
 *
 * The first message is the current snapshot; then one per new version. To resume after a lost
 * connection, send the last id seen as the `Last-Event-ID` header: the first message then
 * carries in `events` everything public that happened after that version (none lost).
 * Comment lines (`: keep-alive`) arrive every KEEPALIVE_MS. The server ends every stream after
 * STREAM_MAX_MS (10 minutes): reconnect, with Last-Event-ID, whenever a stream ends. A reader
 * too slow for the moves gets one snapshot carrying all their events (or, past 200 of them,
 * `events: []` and the board as it is). A spectator can use plain EventSource (no secret needed).
 *
 * Bot seats get no invite (`invites` lists the people's seats only). A seat given to a bot is
 * played by the server from then on; its old secret still reads the seat's view but cannot act.
 */
import type { Action, CustomPlaySettings, EngineEvent, ErrorCode, Mode, PlayerId } from '../engine';
import type { BoardView } from '../table/board/boardView';
import type { Card } from '../cards/types';

/** The modes played online: the Solo game has one person, so it stays on the local table. */
export type RoomMode = Exclude<Mode, 'solo'>;
export const ROOM_MODES: readonly RoomMode[] = ['duel', 'ffa', 'teams', 'coop'];
export type RoomFormat = 'preconstructed' | 'draft' | 'constructed';
export type RoomBot = 'planner' | 'greedy';

/** A room code: 8 characters of base32 (no 0, 1, i, l, o, u). */
export const ROOM_CODE_PATTERN = /^[a-hjkmnp-tv-z2-9]{8}$/;

/** Who sits at a person seat: somebody with the invite, or a bot the server plays. */
export type SeatPlan = { kind: 'person' } | { kind: 'bot'; bot: RoomBot };

export interface CreateRoomRequest {
  mode: RoomMode;
  format: RoomFormat;
  /** Champion Module: each person brings a Champion when joining (Draft and Constructed; Co-op needs soloSettings.champion). */
  champions?: boolean;
  /** Co-op only: the Solo AIs' Custom Play settings (Quick Play when omitted). */
  soloSettings?: CustomPlaySettings;
  /** One entry per person seat, in PERSON_SEATS[mode] order (Duel A B; Free-For-All and Team Play A B C D; Co-op A C). */
  seats: SeatPlan[];
}

export interface CreateRoomResponse {
  code: string;
  /** Lets its holder start the game and give a seat to a bot. Shown once; keep it in the page (sessionStorage). */
  hostSecret: string;
  /** One per seat a person takes (not the bots'): a path like `/play/online/<code>#seat=A&secret=…` (the page adds the language prefix). */
  invites: { seat: PlayerId; url: string }[];
  /** `/play/online/<code>` without a secret: follows the game as a spectator. */
  watchUrl: string;
}

export interface JoinRequest {
  /** 1–40 characters, shown to the table. */
  name: string;
  /** Preconstructed: a deck slug ("deck-1"…, each person a different one). Constructed: 8 card slugs. Draft: omitted. */
  deck?: string | string[];
  /** With the Champion Module: the id of a Champion saved in the gallery (`/api/champions/<id>`); the server reads it. */
  champion?: string;
}

export interface ReplaceRequest {
  bot: RoomBot;
}

export interface DraftPickRequest {
  card: string;
  /** The version the picker saw; another version gives 409 `conflict` with `{ version }`. */
  expectVersion: number;
}

export interface ActionRequest {
  /** An engine Action; `player` may be omitted (it is the bearer's seat). */
  action: Action;
  expectVersion: number;
}

export interface VersionResponse {
  version: number;
}

export type RoomPhase = 'lobby' | 'draft' | 'playing' | 'over' | 'ended';

export interface SeatInfo {
  seat: PlayerId;
  kind: 'person' | 'bot' | 'ai';
  bot?: RoomBot;
  /** The display name once joined (a bot's or AI's seat has none). */
  name: string | null;
  joined: boolean;
  /** A person with no open stream for AWAY_AFTER_MS: the others may give the seat to a bot. */
  away: boolean;
}

export interface DraftView {
  /** Whose pick it is (null once the Draft is over). */
  chooser: PlayerId | null;
  /** The face-up cards to choose from (everyone sees them). */
  revealed: string[];
  round: number;
  /** Your own picks (a spectator's: none). */
  mine: string[];
  /** How many cards each seat holds so far. */
  counts: Partial<Record<PlayerId, number>>;
}

/**
 * The game as one seat sees it. `board` is lib/table's BoardView: your hand as card slugs and
 * HAND_STRONGHOLD; another person's hand as HIDDEN_CARD placeholders and HAND_STRONGHOLD (its
 * size and the Stronghold's position, never its cards); an AI's deck and discard as counts.
 */
export interface GameView {
  board: BoardView;
  mode: RoomMode;
  order: PlayerId[];
  first: PlayerId;
  /** Mana the active seat has left. */
  mana: number;
  /** Champions are played face up: each person's card (when the Champion Module is on). */
  champions: Partial<Record<PlayerId, Card>>;
  /** The AIs' discard piles (public), top first. */
  discards: Partial<Record<PlayerId, string[]>>;
  /** Only for the seat whose turn it is: every legal action (what it may play, where). */
  legal?: Action[];
}

export interface RoomSnapshot {
  code: string;
  version: number;
  phase: RoomPhase;
  mode: RoomMode;
  format: RoomFormat;
  champions: boolean;
  soloSettings?: CustomPlaySettings;
  /** The seat this snapshot was made for; null for a spectator. */
  you: PlayerId | null;
  seats: SeatInfo[];
  draft?: DraftView;
  game?: GameView;
  /**
   * What happened since the version the client last had (public engine events, in order),
   * for staging moves as the local table does; the board above is already the result.
   */
  events: RoomEvent[];
  /** Once the game is over: the replay code (`/<lang>/replay/<code>`). */
  replay?: string;
  /** Why the room ended: 'idle' (no move for ROOM_IDLE_MS). */
  endedBecause?: 'idle';
}

/** One step of the room's history, as the seat may see it. */
export type RoomEvent =
  | { version: number; type: 'joined'; seat: PlayerId }
  | { version: number; type: 'started' }
  | { version: number; type: 'picked'; seat: PlayerId; card?: string }
  | { version: number; type: 'replaced'; seat: PlayerId; bot: RoomBot }
  /** An action and what it did; `seat` and `action` null for the game's opening (coin toss, first turn). */
  | { version: number; type: 'engine'; seat: PlayerId | null; action: Action | null; events: EngineEvent[] }
  | { version: number; type: 'ended' };

/** Another person's card in a hand view: its place is known, not the card. */
export const HIDDEN_CARD = '#hidden';

/** Refusals specific to rooms, besides the API's common codes (not-found, token-missing, token-forbidden, bad-param, conflict, rate-limited, invalid-deck, invalid-champion, same-deck). */
export type RoomErrorCode = 'action-refused' | 'wrong-phase' | 'seat-taken' | 'too-many-streams' | 'room-not-ready';

/** The body of a refused action (422): `engineCode` is the engine's reason, for the client to translate. */
export interface ActionRefusedBody {
  error: string;
  code: 'action-refused';
  engineCode: ErrorCode;
}

export const KEEPALIVE_MS = 20_000;
/** A person with no stream open for this long may be replaced by a bot by the others. */
export const AWAY_AFTER_MS = 60_000;
/** A room with no move for this long ends. */
export const ROOM_IDLE_MS = 24 * 60 * 60 * 1000;
