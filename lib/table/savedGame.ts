import { PRECONSTRUCTED, type Card } from '../cards';
import { decodeReplay, encodeReplay } from './replayCodec';
import { SEAT_PLAYERS } from './gameSetup';
import { DEFAULT_FORM, TABLE_MODES as MODES, type SetupForm, type TableFormat } from './setupForm';
import { FOUR_SEATS } from './seatPlayers';
import { resumeSession, type TableSession } from './tableSession';

/** Browser storage keys: the game in progress (its replay code) and the last setup chosen. */
export const SAVED_GAME_KEY = 'erret.table.game';
export const SAVED_FORM_KEY = 'erret.table.setup';

/** What is kept of a game in progress: its replay code, since seed and moves rebuild it exactly. */
export function savedGameText(session: TableSession): string | null {
  if (session.state.winner) return null;
  try {
    return encodeReplay({ setup: session.setup, actions: session.actions });
  } catch {
    return null;
  }
}

/** The game in progress back from storage; anything unreadable, refused or already over gives null. */
export function readSavedGame(text: string | null): TableSession | null {
  if (!text) return null;
  const decoded = decodeReplay(text);
  if (!decoded.ok) return null;
  const session = resumeSession(decoded.replay);
  return session && !session.state.winner ? session : null;
}

const FORMATS: TableFormat[] = ['preconstructed', 'draft', 'constructed'];
const PRECON = PRECONSTRUCTED.map((d) => d.slug);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

function champion(v: unknown): Card | undefined {
  if (!isRecord(v) || typeof v.slug !== 'string' || typeof v.name !== 'string' || typeof v.mana !== 'number') return undefined;
  if (!(typeof v.attack === 'number' || v.attack === 'X') || typeof v.health !== 'number' || !Array.isArray(v.abilities)) return undefined;
  return v as unknown as Card;
}

const CUSTOM_FLAGS = ['aiFirst', 'resistance', 'noBastion', 'champion'] as const;

/** Custom Play as typed, kept only where each value has its type: the form checks the rules before a game starts. */
function readCustom(v: unknown): SetupForm['custom'] {
  if (!isRecord(v) || typeof v.level !== 'number') return { ...DEFAULT_FORM.custom };
  const c: SetupForm['custom'] = { level: v.level };
  if (typeof v.fixedMana === 'number') c.fixedMana = v.fixedMana as SetupForm['custom']['fixedMana'];
  if (v.manaPerCreature === 1 || v.manaPerCreature === 2) c.manaPerCreature = v.manaPerCreature;
  for (const flag of CUSTOM_FLAGS) if (v[flag] === true) c[flag] = true;
  if (Array.isArray(v.abilities)) c.abilities = v.abilities.filter((a): a is NonNullable<SetupForm['custom']['abilities']>[number] => typeof a === 'string');
  return c;
}

/**
 * The last setup, read back field by field: storage is outside our control, so each field is
 * taken only when it has the right shape (else the default). Custom Play is taken as typed;
 * the form checks it before any game starts.
 */
export function readSavedForm(raw: string | null): SetupForm | null {
  let v: unknown;
  try { v = raw ? JSON.parse(raw) : null; } catch { return null; }
  if (!isRecord(v)) return null;
  const precon = isRecord(v.precon) ? v.precon : {};
  const codes = isRecord(v.codes) ? v.codes : {};
  const custom = readCustom(v.custom);
  const champions = isRecord(v.champions) ? v.champions : {};
  const players = isRecord(v.players) ? v.players : {};
  const form: SetupForm = {
    mode: pick(v.mode, MODES, DEFAULT_FORM.mode),
    format: pick(v.format, FORMATS, DEFAULT_FORM.format),
    precon: { A: '', B: '' },
    codes: { A: '', B: '' },
    custom,
    champions: {},
    players: {},
  };
  for (const seat of FOUR_SEATS) {
    form.precon[seat] = pick(precon[seat], PRECON, DEFAULT_FORM.precon[seat]!);
    form.codes[seat] = text(codes[seat], 80);
    const card = champion(champions[seat]);
    if (card) form.champions[seat] = card;
    form.players![seat] = pick(players[seat], SEAT_PLAYERS, DEFAULT_FORM.players?.[seat] ?? 'person');
  }
  return form;
}
