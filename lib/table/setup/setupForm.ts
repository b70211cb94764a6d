import { PRECONSTRUCTED, type Card } from '../../cards';
import { decodeDeck, type DeckCodeErrorCode } from '../../decks/codes';
import { createGame, customPlayPoints, validateCustomPlay, type CustomPlaySettings, type PlayerId } from '../../engine';
import { toCreateOptions, type GameSetup, type Opponent, type SeatPlayer } from './gameSetup';
import { FOUR_SEATS, playerSeats } from './seatPlayers';

export type TableMode =
  | 'solo-quick'
  | 'solo-custom'
  | 'duel-hot-seat'
  | 'duel-bot-easy'
  | 'duel-bot-hard'
  | 'ffa'
  | 'teams'
  | 'coop-quick'
  | 'coop-custom';
export const TABLE_MODES: readonly TableMode[] = [
  'solo-quick',
  'solo-custom',
  'duel-hot-seat',
  'duel-bot-easy',
  'duel-bot-hard',
  'ffa',
  'teams',
  'coop-quick',
  'coop-custom',
];
/** A seat of the form: A and B in a Duel, A–D in Free-For-All and Team Play. */
export type FormSeat = (typeof FOUR_SEATS)[number];
export type TableFormat = GameSetup['format'];

/** The /play form as typed: nothing here is trusted until buildSetup checks it. */
export interface SetupForm {
  mode: TableMode;
  format: TableFormat;
  precon: { A: string; B: string; C?: string; D?: string };
  codes: { A: string; B: string; C?: string; D?: string };
  custom: CustomPlaySettings;
  /** Champions already fetched and turned into cards. */
  champions: Partial<Record<FormSeat, Card>>;
  /** Free-For-All and Team Play: who plays each seat (a person when left out). */
  players?: Partial<Record<FormSeat, SeatPlayer>>;
}

export const DEFAULT_FORM: SetupForm = {
  mode: 'solo-quick',
  format: 'preconstructed',
  precon: {
    A: PRECONSTRUCTED[0].slug,
    B: PRECONSTRUCTED[1].slug,
    C: PRECONSTRUCTED[2].slug,
    D: PRECONSTRUCTED[3].slug,
  },
  codes: { A: '', B: '', C: '', D: '' },
  custom: { level: 1, fixedMana: 7 },
  champions: {},
  // A four-seat game starts as one person against (or, in Co-op, beside) bots; people are added seat by seat.
  players: { A: 'person', B: 'planner', C: 'planner', D: 'planner' },
};

export type SetupErrorCode =
  | 'solo-constructed'
  | 'same-precon'
  | 'bad-code'
  | 'custom'
  | 'custom-level'
  | 'custom-points'
  | 'champion-precon'
  | 'champion-solo'
  | 'custom-champion-missing'
  | 'no-person'
  | 'coop-constructed'
  | 'engine';
/** `deck`: the decoder's code and the text typed, `points` and `level`: Custom Play's sums, so the page can explain in the reader's language. */
export interface SetupError {
  code: SetupErrorCode;
  seat?: FormSeat;
  message: string;
  deck?: { code: DeckCodeErrorCode; input: string };
  points?: number;
  level?: number;
}

export const isSolo = (mode: TableMode) => mode.startsWith('solo');
export const isCoop = (mode: TableMode) => mode.startsWith('coop');
/** Four seats: Free-For-All, Team Play, Co-op. */
export const isMultiplayerMode = (mode: TableMode) => mode === 'ffa' || mode === 'teams' || isCoop(mode);
/** Against the Solo AI (Solo, Co-op): no Constructed decks, Custom Play settings, Champions only with its Champion setting. */
export const againstAi = (mode: TableMode) => isSolo(mode) || isCoop(mode);
export const isCustom = (mode: TableMode) => mode === 'solo-custom' || mode === 'coop-custom';

/** The engine's mode for a mode of the form. */
export function engineMode(mode: TableMode): GameSetup['mode'] {
  return isSolo(mode) ? 'solo' : isCoop(mode) ? 'coop' : mode === 'ffa' || mode === 'teams' ? mode : 'duel';
}

/** The seats that bring a deck (and may bring a Champion) in a mode: Co-op's players sit at A and C. */
export function formSeats(mode: TableMode): FormSeat[] {
  return playerSeats(engineMode(mode)) as FormSeat[];
}

export function opponentOf(mode: TableMode): Opponent | undefined {
  return mode === 'duel-bot-easy'
    ? 'bot-easy'
    : mode === 'duel-bot-hard'
      ? 'bot-hard'
      : mode.startsWith('duel')
        ? 'hot-seat'
        : undefined;
}

/** Custom Play: the level and the points spent get their own codes; any other rule the engine names comes as 'custom'. */
function checkCustom(c: CustomPlaySettings): SetupError[] {
  if (!Number.isInteger(c.level) || c.level < 1 || c.level > 10)
    return [{ code: 'custom-level', message: 'level must be an integer from 1 to 10' }];
  const problems = validateCustomPlay(c);
  if (!problems.length) return [];
  const points = customPlayPoints(c);
  return points !== c.level && problems.length === 1
    ? [{ code: 'custom-points', message: problems[0], points, level: c.level }]
    : problems.map((message) => ({ code: 'custom' as const, message }));
}

/** Rule checks the form can make before any Draft: each with a code the page explains. */
export function checkForm(form: SetupForm): SetupError[] {
  const errors: SetupError[] = [];
  const solo = isSolo(form.mode);
  const ai = againstAi(form.mode);
  const seats = formSeats(form.mode);
  if (solo && form.format === 'constructed')
    errors.push({ code: 'solo-constructed', message: 'Solo games cannot use the Constructed format' });
  if (isCoop(form.mode) && form.format === 'constructed')
    errors.push({ code: 'coop-constructed', message: 'Co-op games cannot use the Constructed format' });
  if (isMultiplayerMode(form.mode) && !seats.some((seat) => (form.players?.[seat] ?? 'person') === 'person')) {
    errors.push({ code: 'no-person', message: 'at least one seat is played by a person' });
  }
  if (
    seats.length > 1 &&
    form.format === 'preconstructed' &&
    new Set(seats.map((seat) => form.precon[seat])).size < seats.length
  ) {
    errors.push({ code: 'same-precon', message: 'each player takes a different preconstructed deck' });
  }
  if (form.format === 'constructed') {
    for (const seat of seats) {
      const input = form.codes[seat] ?? '';
      const d = decodeDeck(input);
      if (!d.ok) errors.push({ code: 'bad-code', seat, message: d.error.message, deck: { code: d.error.code, input } });
    }
  }
  if (isCustom(form.mode)) errors.push(...checkCustom(form.custom));
  const champions = seats.filter((s) => form.champions[s]);
  if (champions.length && form.format === 'preconstructed')
    errors.push({ code: 'champion-precon', message: 'Champions are played in the Draft and Constructed formats' });
  if (ai && champions.length && !(isCustom(form.mode) && form.custom.champion))
    errors.push({
      code: 'champion-solo',
      message: 'a Champion against the AI needs Custom Play with the Champion setting',
    });
  if (isCustom(form.mode) && form.custom.champion) {
    for (const seat of seats.filter((s) => !form.champions[s]))
      errors.push({ code: 'custom-champion-missing', seat, message: 'the Champion setting needs a Champion' });
  }
  return errors;
}

/** Decks a finished Draft gave (see the engine's draftDecks). */
export interface DraftedDecks {
  decks: Partial<Record<PlayerId, string[]>>;
  aiDeck?: string[];
}

/** The game the form describes, checked by the form rules then by the engine itself. */
export function buildSetup(
  form: SetupForm,
  seed: number,
  drafted?: DraftedDecks,
): { ok: true; setup: GameSetup } | { ok: false; errors: SetupError[] } {
  const errors = checkForm(form);
  if (errors.length) return { ok: false, errors };
  const seats = formSeats(form.mode);
  const mode = engineMode(form.mode);
  const setup: GameSetup = { mode, format: form.format, decks: { A: '' }, seed };
  const deckOf = (seat: FormSeat): string | string[] => {
    if (form.format === 'preconstructed') return form.precon[seat] ?? '';
    if (form.format === 'draft') return drafted?.decks[seat] ?? [];
    const d = decodeDeck(form.codes[seat] ?? '');
    return d.ok ? d.cards : [];
  };
  for (const seat of seats) setup.decks[seat] = deckOf(seat);
  if (againstAi(form.mode) && form.format === 'draft' && drafted) setup.aiDeck = drafted.aiDeck;
  if (isCustom(form.mode)) setup.custom = { ...form.custom };
  const champions = Object.fromEntries(
    seats.flatMap((seat) => (form.champions[seat] ? [[seat, form.champions[seat]]] : [])),
  );
  if (Object.keys(champions).length) setup.champions = champions;
  const opponent = opponentOf(form.mode);
  if (opponent) setup.opponent = opponent;
  if (isMultiplayerMode(form.mode)) {
    const players = Object.fromEntries(
      seats.flatMap((seat) =>
        form.players?.[seat] && form.players[seat] !== 'person' ? [[seat, form.players[seat]]] : [],
      ),
    );
    if (Object.keys(players).length) setup.players = players;
  }
  const created = createGame(toCreateOptions(setup));
  if (!created.ok) return { ok: false, errors: [{ code: 'engine', message: created.error.message }] };
  return { ok: true, setup };
}
