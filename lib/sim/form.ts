import { PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import type { AbilitySlug } from '../cards';
import { validateCustomPlay, type CustomPlaySettings } from '../engine';
import type { CliRequest } from './cli';
import { parseDeckArg } from './deckInput';
import { DEFAULT_BOT, type BotName } from './simulate';

export const MIN_GAMES = 100;
/**
 * The form's games: 1,000 give a win rate within about ±3 points (95 %) and take about 20 s with
 * the default bot on two workers (26–28 games per CPU second each, measured on deck 1); 10,000
 * would take minutes.
 */
export const DEFAULT_GAMES = 1000;
export const MAX_BROWSER_GAMES = 100_000;

/** The /simulate form as typed (strings and checkboxes). */
export interface SimulateFormValues {
  deck: string;
  opponent: 'solo-quick' | 'solo-custom';
  level: string;
  manaPerCreature: '1' | '2';
  fixedMana: string;
  aiFirst: boolean;
  resistance: boolean;
  noBastion: boolean;
  abilities: AbilitySlug[];
  bot: BotName;
  games: string;
  seed: string;
}

/** The Custom Play settings as the forms type them (the Solo form's and the Co-op form's). */
export type CustomPlayFormValues = Pick<
  SimulateFormValues,
  'level' | 'manaPerCreature' | 'fixedMana' | 'aiFirst' | 'resistance' | 'noBastion' | 'abilities'
>;

export type FormField = 'deck' | 'custom' | 'games' | 'seed';
export type FormErrors = Partial<Record<FormField, string>>;

export function defaultFormValues(deck = encodeDeck(PRECONSTRUCTED[0].cards)): SimulateFormValues {
  return {
    deck,
    opponent: 'solo-quick',
    ...defaultCustomPlayValues(),
    bot: DEFAULT_BOT,
    games: String(DEFAULT_GAMES),
    seed: '1',
  };
}

/** Level 1, spent on the AI playing first: a valid start for whoever opens Custom Play. */
export function defaultCustomPlayValues(): CustomPlayFormValues {
  return {
    level: '1',
    manaPerCreature: '1',
    fixedMana: '6',
    aiFirst: true,
    resistance: false,
    noBastion: false,
    abilities: [],
  };
}

/** The settings, or the checks' complaints joined in one line (shown inside a translated sentence). */
export function readCustomPlay(
  v: CustomPlayFormValues,
): { ok: true; settings: CustomPlaySettings } | { ok: false; message: string } {
  const settings = customOf(v);
  const problems = validateCustomPlay(settings);
  return problems.length ? { ok: false, message: problems.join('; ') } : { ok: true, settings };
}

/** Custom Play settings from the form (only the settings that differ from Quick Play). */
export function customOf(v: CustomPlayFormValues): CustomPlaySettings {
  const c: CustomPlaySettings = { level: Number(v.level) };
  if (v.manaPerCreature === '2') c.manaPerCreature = 2;
  if (v.fixedMana !== '6') c.fixedMana = Number(v.fixedMana) as CustomPlaySettings['fixedMana'];
  if (v.aiFirst) c.aiFirst = true;
  if (v.resistance) c.resistance = true;
  if (v.abilities.length) c.abilities = [...v.abilities];
  if (v.noBastion) c.noBastion = true;
  return c;
}

export function wholeNumber(text: string, min: number, max: number): number | null {
  const t = text.trim().replace(/[\s_,]/g, '');
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** The run the form asks for, or a message per wrong field (English details from the checks). */
export function readSimulateForm(
  v: SimulateFormValues,
): { ok: true; request: Omit<CliRequest, 'json'> } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const deck = parseDeckArg(v.deck);
  if (!deck.ok) errors.deck = deck.message;
  let custom: CustomPlaySettings | null = null;
  if (v.opponent === 'solo-custom') {
    const read = readCustomPlay(v);
    if (read.ok) custom = read.settings;
    else errors.custom = read.message;
  }
  const games = wholeNumber(v.games, MIN_GAMES, MAX_BROWSER_GAMES);
  if (games === null) errors.games = 'games';
  const seed = wholeNumber(v.seed, 0, 0xffffffff);
  if (seed === null) errors.seed = 'seed';
  if (!deck.ok || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    request: {
      code: deck.value.code,
      options: {
        deck: deck.value.deck,
        opponent: custom ? { soloConfig: custom } : 'solo-quick',
        bot: v.bot,
        games: games!,
        seed: seed!,
      },
    },
  };
}
