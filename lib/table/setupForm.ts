import { PRECONSTRUCTED, type Card } from '../cards';
import { decodeDeck, type DeckCodeErrorCode } from '../decks/codes';
import { createGame, customPlayPoints, validateCustomPlay, type CustomPlaySettings } from '../engine';
import { toCreateOptions, type GameSetup, type Opponent } from './gameSetup';

export type TableMode = 'solo-quick' | 'solo-custom' | 'duel-hot-seat' | 'duel-bot-easy' | 'duel-bot-hard';
export type TableFormat = GameSetup['format'];

/** The /play form as typed: nothing here is trusted until buildSetup checks it. */
export interface SetupForm {
  mode: TableMode;
  format: TableFormat;
  precon: { A: string; B: string };
  codes: { A: string; B: string };
  custom: CustomPlaySettings;
  /** Champions already fetched and turned into cards. */
  champions: { A?: Card; B?: Card };
}

export const DEFAULT_FORM: SetupForm = {
  mode: 'solo-quick',
  format: 'preconstructed',
  precon: { A: PRECONSTRUCTED[0].slug, B: PRECONSTRUCTED[1].slug },
  codes: { A: '', B: '' },
  custom: { level: 1, fixedMana: 7 },
  champions: {},
};

export type SetupErrorCode =
  | 'solo-constructed' | 'same-precon' | 'bad-code' | 'custom' | 'custom-level' | 'custom-points' | 'champion-precon' | 'champion-solo'
  | 'custom-champion-missing' | 'engine';
/** `deck`: the decoder's code and the text typed, `points` and `level`: Custom Play's sums, so the page can explain in the reader's language. */
export interface SetupError { code: SetupErrorCode; seat?: 'A' | 'B'; message: string; deck?: { code: DeckCodeErrorCode; input: string }; points?: number; level?: number }

export const isSolo = (mode: TableMode) => mode.startsWith('solo');

export function opponentOf(mode: TableMode): Opponent | undefined {
  return mode === 'duel-bot-easy' ? 'bot-easy' : mode === 'duel-bot-hard' ? 'bot-hard' : isSolo(mode) ? undefined : 'hot-seat';
}

/** Custom Play: the level and the points spent get their own codes; any other rule the engine names comes as 'custom'. */
function checkCustom(c: CustomPlaySettings): SetupError[] {
  if (!Number.isInteger(c.level) || c.level < 1 || c.level > 10) return [{ code: 'custom-level', message: 'level must be an integer from 1 to 10' }];
  const problems = validateCustomPlay(c);
  if (!problems.length) return [];
  const points = customPlayPoints(c);
  return points !== c.level && problems.length === 1 ? [{ code: 'custom-points', message: problems[0], points, level: c.level }] : problems.map((message) => ({ code: 'custom' as const, message }));
}

/** Rule checks the form can make before any Draft: each with a code the page explains. */
export function checkForm(form: SetupForm): SetupError[] {
  const errors: SetupError[] = [];
  const solo = isSolo(form.mode);
  const seats: Array<'A' | 'B'> = solo ? ['A'] : ['A', 'B'];
  if (solo && form.format === 'constructed') errors.push({ code: 'solo-constructed', message: 'Solo games cannot use the Constructed format' });
  if (!solo && form.format === 'preconstructed' && form.precon.A === form.precon.B) errors.push({ code: 'same-precon', message: 'each player takes a different preconstructed deck' });
  if (form.format === 'constructed') {
    for (const seat of seats) {
      const d = decodeDeck(form.codes[seat]);
      if (!d.ok) errors.push({ code: 'bad-code', seat, message: d.error.message, deck: { code: d.error.code, input: form.codes[seat] } });
    }
  }
  if (form.mode === 'solo-custom') errors.push(...checkCustom(form.custom));
  const champions = seats.filter((s) => form.champions[s]);
  if (champions.length && form.format === 'preconstructed') errors.push({ code: 'champion-precon', message: 'Champions are played in the Draft and Constructed formats' });
  if (solo && form.champions.A && !(form.mode === 'solo-custom' && form.custom.champion)) errors.push({ code: 'champion-solo', message: 'a Solo Champion needs Custom Play with the Champion setting' });
  if (form.mode === 'solo-custom' && form.custom.champion && !form.champions.A) errors.push({ code: 'custom-champion-missing', message: 'the Champion setting needs a Champion' });
  return errors;
}

/** Decks a finished Draft gave (see the engine's draftDecks). */
export interface DraftedDecks { decks: { A: string[]; B?: string[] }; aiDeck?: string[] }

/** The game the form describes, checked by the form rules then by the engine itself. */
export function buildSetup(form: SetupForm, seed: number, drafted?: DraftedDecks): { ok: true; setup: GameSetup } | { ok: false; errors: SetupError[] } {
  const errors = checkForm(form);
  if (errors.length) return { ok: false, errors };
  const solo = isSolo(form.mode);
  const setup: GameSetup = { mode: solo ? 'solo' : 'duel', format: form.format, decks: { A: '' }, seed };
  if (form.format === 'preconstructed') setup.decks = solo ? { A: form.precon.A } : { A: form.precon.A, B: form.precon.B };
  else if (form.format === 'constructed') {
    const cards = (seat: 'A' | 'B') => { const d = decodeDeck(form.codes[seat]); return d.ok ? d.cards : []; };
    setup.decks = { A: cards('A'), B: cards('B') };
  } else if (drafted) {
    setup.decks = solo ? { A: drafted.decks.A } : { A: drafted.decks.A, B: drafted.decks.B };
    if (solo) setup.aiDeck = drafted.aiDeck;
  }
  if (form.mode === 'solo-custom') setup.custom = { ...form.custom };
  const champions = solo ? { A: form.champions.A } : form.champions;
  if (champions.A || champions.B) setup.champions = Object.fromEntries(Object.entries(champions).filter(([, c]) => c));
  const opponent = opponentOf(form.mode);
  if (opponent) setup.opponent = opponent;
  const created = createGame(toCreateOptions(setup));
  if (!created.ok) return { ok: false, errors: [{ code: 'engine', message: created.error.message }] };
  return { ok: true, setup };
}
