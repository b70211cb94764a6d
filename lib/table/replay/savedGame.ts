import { z } from 'zod';
import { PRECONSTRUCTED, type Card } from '../../cards';
import { decodeReplay, encodeReplay } from './replayCodec';
import { SEAT_PLAYERS } from '../setup/gameSetup';
import { DEFAULT_FORM, TABLE_MODES as MODES, type SetupForm, type TableFormat } from '../setup/setupForm';
import { FOUR_SEATS } from '../setup/seatPlayers';
import { resumeSession, type TableSession } from '../session/tableSession';

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

const storedObject = z.record(z.string(), z.unknown());
const objectOr = (v: unknown): Record<string, unknown> => storedObject.safeParse(v).data ?? {};
// A Champion as the form keeps it, the card the engine plays: the fields it cannot do without, the others kept as they are.
const championCard = z.looseObject({
  slug: z.string(),
  name: z.string(),
  mana: z.number(),
  attack: z.union([z.number(), z.literal('X')]),
  health: z.number(),
  abilities: z.array(z.unknown()),
});
const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

function champion(v: unknown): Card | undefined {
  return championCard.safeParse(v).data as Card | undefined;
}

const CUSTOM_FLAGS = ['aiFirst', 'resistance', 'noBastion', 'champion'] as const;

/** Custom Play as typed, kept only where each value has its type: the form checks the rules before a game starts. */
function readCustom(raw: unknown): SetupForm['custom'] {
  const v = objectOr(raw);
  if (typeof v.level !== 'number') return { ...DEFAULT_FORM.custom };
  const c: SetupForm['custom'] = { level: v.level };
  if (typeof v.fixedMana === 'number') c.fixedMana = v.fixedMana as SetupForm['custom']['fixedMana'];
  if (v.manaPerCreature === 1 || v.manaPerCreature === 2) c.manaPerCreature = v.manaPerCreature;
  for (const flag of CUSTOM_FLAGS) if (v[flag] === true) c[flag] = true;
  if (Array.isArray(v.abilities))
    c.abilities = v.abilities.filter(
      (a): a is NonNullable<SetupForm['custom']['abilities']>[number] => typeof a === 'string',
    );
  return c;
}

/**
 * The last setup, read back field by field: storage is outside our control, so each field is
 * taken only when it has the right shape (else the default). Custom Play is taken as typed;
 * the form checks it before any game starts.
 */
export function readSavedForm(raw: string | null): SetupForm | null {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  const stored = storedObject.safeParse(parsed);
  if (!stored.success) return null;
  const v = stored.data;
  const precon = objectOr(v.precon);
  const codes = objectOr(v.codes);
  const custom = readCustom(v.custom);
  const champions = objectOr(v.champions);
  const players = objectOr(v.players);
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
