import { getCard, PRECONSTRUCTED, type Card } from '../cards';
import {
  apply,
  applyDraft,
  createDraft,
  createGame,
  draftDecks,
  PERSON_SEATS,
  type Action,
  type CreateGameOptions,
  type CustomPlaySettings,
  type DraftState,
  type EngineEvent,
  type ErrorCode,
  type GameState,
  type PlayerId,
} from '../engine';
import { recordAction, type RecordedAction } from '../table/replay/replayActions';
import type { RoomBot, RoomFormat, RoomMode, RoomPhase, SeatPlan } from './protocol';

/** What a room is created with; with its log, everything needed to rebuild it. Never sent to a client (the seed is in it). */
export interface RoomSettings {
  mode: RoomMode;
  format: RoomFormat;
  champions: boolean;
  soloSettings?: CustomPlaySettings;
  /** The plan for each person seat. */
  seats: Partial<Record<PlayerId, SeatPlan>>;
  seed: number;
}

/** One step of a room, as stored: the room's version is the number of entries. */
export type LogEntry =
  | { type: 'join'; seat: PlayerId; name: string; deck?: string | string[]; champion?: Card }
  | { type: 'start' }
  | { type: 'pick'; seat: PlayerId; card: string }
  | { type: 'action'; seat: PlayerId; action: Action }
  | { type: 'replace'; seat: PlayerId; bot: RoomBot }
  | { type: 'end'; reason: 'idle' };

export interface SeatState {
  plan: SeatPlan;
  name: string | null;
  deck?: string | string[];
  champion?: Card;
}

/** One version's change, kept for streams that resume; engine events are filtered per seat when sent. */
export type HistoryItem =
  | {
      version: number;
      type: 'joined' | 'picked' | 'replaced' | 'started' | 'ended';
      seat?: PlayerId;
      card?: string;
      bot?: RoomBot;
    }
  /** `seat` and `action` null: the setup's own events (coin toss, first turn). */
  | { version: number; type: 'engine'; seat: PlayerId | null; action: Action | null; events: EngineEvent[] };

/** A history item before it is given its version. */
type NewItem = HistoryItem extends infer H ? (H extends HistoryItem ? Omit<H, 'version'> : never) : never;

export interface RoomGame {
  options: CreateGameOptions;
  state: GameState;
  /** As the replay codec records them (card ids of the game's table). */
  recorded: RecordedAction[];
}

export interface RoomState {
  settings: RoomSettings;
  version: number;
  phase: RoomPhase;
  seats: Partial<Record<PlayerId, SeatState>>;
  draft: DraftState | null;
  game: RoomGame | null;
  /** The latest changes (at most HISTORY_KEPT). */
  history: HistoryItem[];
  endedBecause?: 'idle';
}

/** A stream resuming from further back than this gets the board without the steps in between. */
export const HISTORY_KEPT = 400;

/** Why a step is refused: `code` is an API code, `engineCode` the engine's reason for an action or a pick. */
export interface StepError {
  code:
    | 'wrong-phase'
    | 'seat-taken'
    | 'room-not-ready'
    | 'action-refused'
    | 'invalid-deck'
    | 'same-deck'
    | 'invalid-champion'
    | 'bad-param';
  message: string;
  engineCode?: ErrorCode;
  field?: string;
}

export type StepResult = { ok: true; room: RoomState } | { ok: false; error: StepError };

export function personSeats(mode: RoomMode): readonly PlayerId[] {
  return PERSON_SEATS[mode];
}

export function initialRoom(settings: RoomSettings): RoomState {
  const seats: Partial<Record<PlayerId, SeatState>> = {};
  for (const seat of personSeats(settings.mode))
    seats[seat] = { plan: settings.seats[seat] ?? { kind: 'person' }, name: null };
  return { settings, version: 0, phase: 'lobby', seats, draft: null, game: null, history: [] };
}

const fail = (code: StepError['code'], message: string, extra: Partial<StepError> = {}): StepResult => ({
  ok: false,
  error: { code, message, ...extra },
});

function withHistory(room: RoomState, changes: Partial<RoomState>, items: NewItem[]): RoomState {
  const version = room.version + 1;
  const history = [...room.history, ...items.map((item) => ({ ...item, version }) as HistoryItem)];
  return {
    ...room,
    ...changes,
    version,
    history: history.length > HISTORY_KEPT ? history.slice(-HISTORY_KEPT) : history,
  };
}

/** Checks a deck for the room's format; the message says what is wrong. */
function deckProblem(room: RoomState, seat: PlayerId, deck: string | string[] | undefined): StepError | null {
  const { format } = room.settings;
  if (format === 'draft')
    return deck === undefined
      ? null
      : { code: 'invalid-deck', message: 'in the Draft format the deck is drafted', field: 'deck' };
  if (format === 'preconstructed') {
    if (typeof deck !== 'string' || !PRECONSTRUCTED.some((d) => d.slug === deck))
      return { code: 'invalid-deck', message: 'choose one of the preconstructed decks', field: 'deck' };
    const taken = Object.entries(room.seats).some(([other, s]) => other !== seat && s?.deck === deck);
    return taken ? { code: 'same-deck', message: 'another seat already took this deck', field: 'deck' } : null;
  }
  if (!Array.isArray(deck) || deck.length !== 8 || new Set(deck).size !== 8 || !deck.every((slug) => getCard(slug))) {
    return { code: 'invalid-deck', message: 'a Constructed deck is 8 different cards', field: 'deck' };
  }
  return null;
}

function join(room: RoomState, e: Extract<LogEntry, { type: 'join' }>): StepResult {
  if (room.phase !== 'lobby') return fail('wrong-phase', 'the game has started: seats can no longer be joined');
  const seat = room.seats[e.seat];
  if (!seat || seat.plan.kind !== 'person') return fail('seat-taken', 'this seat is not a person’s');
  const problem = deckProblem(room, e.seat, e.deck);
  if (problem) return { ok: false, error: problem };
  if (room.settings.champions && !e.champion)
    return fail('invalid-champion', 'this room plays with Champions: bring one', { field: 'champion' });
  if (!room.settings.champions && e.champion)
    return fail('invalid-champion', 'this room plays without Champions', { field: 'champion' });
  if (e.champion && Array.isArray(e.deck) && e.deck.includes(e.champion.slug))
    return fail('invalid-champion', 'the Champion cannot be a card of the deck', { field: 'champion' });
  const seats = { ...room.seats, [e.seat]: { ...seat, name: e.name, deck: e.deck, champion: e.champion } };
  return { ok: true, room: withHistory(room, { seats }, [{ type: 'joined', seat: e.seat }]) };
}

/** Bots take the preconstructed decks nobody chose, or (Constructed) a preconstructed deck's cards. */
function botDeck(format: RoomFormat, taken: Set<string>): string | string[] | undefined {
  if (format === 'draft') return undefined;
  const free = PRECONSTRUCTED.find((d) => !taken.has(d.slug))!;
  taken.add(free.slug);
  return format === 'preconstructed' ? free.slug : [...free.cards];
}

function gameOptions(room: RoomState, decks: CreateGameOptions['decks'], aiDeck?: string[]): CreateGameOptions {
  const champions: CreateGameOptions['champions'] = {};
  for (const [seat, s] of Object.entries(room.seats)) if (s?.champion) champions[seat as PlayerId] = { ...s.champion };
  return {
    mode: room.settings.mode,
    format: room.settings.format,
    decks,
    ...(aiDeck ? { aiDeck } : {}),
    ...(Object.keys(champions).length ? { champions } : {}),
    ...(room.settings.soloSettings ? { soloConfig: room.settings.soloSettings } : {}),
    seed: room.settings.seed,
  };
}

function begin(
  room: RoomState,
  options: CreateGameOptions,
  items: NewItem[],
  extra: Partial<RoomState> = {},
): StepResult {
  const created = createGame(options);
  if (!created.ok) return fail('room-not-ready', created.error.message);
  const opening: NewItem = { type: 'engine', seat: null, action: null, events: created.events };
  return {
    ok: true,
    room: withHistory(room, { ...extra, phase: 'playing', game: { options, state: created.state, recorded: [] } }, [
      ...items,
      opening,
    ]),
  };
}

function start(room: RoomState): StepResult {
  if (room.phase !== 'lobby') return fail('wrong-phase', 'the game has already started');
  const waiting = Object.entries(room.seats)
    .filter(([, s]) => s?.plan.kind === 'person' && s.name === null)
    .map(([seat]) => seat);
  if (waiting.length) return fail('room-not-ready', `waiting for ${waiting.join(', ')} to join`);
  const taken = new Set(Object.values(room.seats).flatMap((s) => (typeof s?.deck === 'string' ? [s.deck] : [])));
  const seats = { ...room.seats };
  for (const [seat, s] of Object.entries(seats))
    if (s && s.plan.kind === 'bot' && s.deck === undefined)
      seats[seat as PlayerId] = { ...s, deck: botDeck(room.settings.format, taken) };
  const started = { ...room, seats };
  if (room.settings.format === 'draft') {
    const draft = createDraft({ mode: room.settings.mode, seed: room.settings.seed });
    if (!draft.ok) return fail('room-not-ready', draft.error.message);
    return {
      ok: true,
      room: withHistory(started, { seats, phase: 'draft', draft: draft.state }, [{ type: 'started' }]),
    };
  }
  const decks: CreateGameOptions['decks'] = {};
  for (const [seat, s] of Object.entries(seats)) decks[seat as PlayerId] = s!.deck;
  return begin(started, gameOptions(started, decks), [{ type: 'started' }], { seats });
}

function pick(room: RoomState, e: Extract<LogEntry, { type: 'pick' }>): StepResult {
  if (room.phase !== 'draft' || !room.draft) return fail('wrong-phase', 'there is no Draft going on');
  const r = applyDraft(room.draft, { type: 'pick', player: e.seat, card: e.card });
  if (!r.ok) return fail('action-refused', r.error.message, { engineCode: r.error.code });
  const item = { type: 'picked' as const, seat: e.seat, card: e.card };
  const result = draftDecks(r.state);
  if (!result) return { ok: true, room: withHistory(room, { draft: r.state }, [item]) };
  return begin(room, gameOptions(room, result.decks, result.aiDeck), [item], { draft: r.state });
}

function act(room: RoomState, e: Extract<LogEntry, { type: 'action' }>): StepResult {
  const game = room.game;
  if (room.phase !== 'playing' || !game)
    return fail('wrong-phase', room.phase === 'over' ? 'the game is over' : 'the game has not started');
  if (game.state.active !== e.seat)
    return fail('action-refused', `it is ${game.state.active}'s turn`, { engineCode: 'not-your-turn' });
  const action = { ...e.action, player: e.seat } as Action;
  const recorded = recordAction(game.state, action);
  const r = apply(game.state, action);
  if (!r.ok) return fail('action-refused', r.error.message, { engineCode: r.error.code });
  if (!recorded) return fail('action-refused', 'this card cannot be played', { engineCode: 'not-playable' });
  const next: RoomGame = { ...game, state: r.state, recorded: [...game.recorded, recorded] };
  return {
    ok: true,
    room: withHistory(room, { game: next, phase: r.state.winner ? 'over' : 'playing' }, [
      { type: 'engine', seat: e.seat, action: e.action, events: r.events },
    ]),
  };
}

function replace(room: RoomState, e: Extract<LogEntry, { type: 'replace' }>): StepResult {
  if (room.phase === 'over' || room.phase === 'ended') return fail('wrong-phase', 'the game is over');
  const seat = room.seats[e.seat];
  if (!seat || seat.plan.kind !== 'person') return fail('seat-taken', 'only a person’s seat can be given to a bot');
  if (room.phase === 'lobby' && room.settings.champions && room.settings.mode === 'coop' && !seat.champion)
    return fail('wrong-phase', 'in Co-op with Champions every seat brings one: a bot cannot');
  return {
    ok: true,
    room: withHistory(room, { seats: { ...room.seats, [e.seat]: { ...seat, plan: { kind: 'bot', bot: e.bot } } } }, [
      { type: 'replaced', seat: e.seat, bot: e.bot },
    ]),
  };
}

/** The room after one more entry, or why the entry is refused (the room is then unchanged). */
export function step(room: RoomState, e: LogEntry): StepResult {
  if (room.phase === 'ended') return fail('wrong-phase', 'this room has ended');
  switch (e.type) {
    case 'join':
      return join(room, e);
    case 'start':
      return start(room);
    case 'pick':
      return pick(room, e);
    case 'action':
      return act(room, e);
    case 'replace':
      return replace(room, e);
    case 'end':
      return { ok: true, room: withHistory(room, { phase: 'ended', endedBecause: e.reason }, [{ type: 'ended' }]) };
  }
}

/** Rebuilds a room from its settings and log; throws if the log holds a step its own rules refuse (a corrupt store). */
export function foldRoom(
  settings: RoomSettings,
  log: readonly LogEntry[],
  from: RoomState = initialRoom(settings),
): RoomState {
  let room = from;
  for (const e of log) {
    const r = step(room, e);
    if (!r.ok) throw new Error(`room log entry ${room.version + 1} is refused: ${r.error.message}`);
    room = r.room;
  }
  return room;
}
