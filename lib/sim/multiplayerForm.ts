import { PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import { parseDeckArg } from './deckInput';
import { defaultCustomPlayValues, readCustomPlay, wholeNumber, type CustomPlayFormValues } from './form';
import type { CoopSimOptions } from './coop';
import type { MultiplayerSimOptions } from './multiplayer';
import type { BotName } from './simulate';

export const MULTIPLAYER_MIN_GAMES = 10;
/** Four-seat games are slower than Solo ones (four bots each turn): a smaller cap keeps a run in reach of a phone. */
export const MULTIPLAYER_MAX_GAMES = 10_000;

/** The /simulate four-seat form as typed. */
export interface MultiplayerFormValues {
  mode: 'ffa' | 'teams' | 'coop';
  /** Deck codes (or 8 slugs) for seats A, B, C, D (Co-op reads A and C: the Solo AIs hold B and D). */
  decks: [string, string, string, string];
  /** Co-op: how the two Solo AIs play (one difficulty for the table, R43). */
  aiPlay: 'solo-quick' | 'solo-custom';
  custom: CustomPlayFormValues;
  bot: BotName;
  games: string;
  seed: string;
}

export type MultiplayerFormField = 'deckA' | 'deckB' | 'deckC' | 'deckD' | 'custom' | 'games' | 'seed';
/** A wrong deck's field carries the decoder's message (English detail, shown inside a translated sentence). */
export type MultiplayerFormErrors = Partial<Record<MultiplayerFormField, string>>;

export function defaultMultiplayerValues(): MultiplayerFormValues {
  const codes = PRECONSTRUCTED.map((d) => encodeDeck(d.cards));
  return {
    mode: 'ffa',
    decks: [codes[0], codes[1], codes[2], codes[3]],
    aiPlay: 'solo-quick',
    custom: defaultCustomPlayValues(),
    bot: 'greedy',
    games: '200',
    seed: '1',
  };
}

const SEATS = ['A', 'B', 'C', 'D'] as const;

/** The run the form asks for (the same options as `npm run simulate -- --mode …`), or a message per wrong field. */
export function readMultiplayerForm(
  v: MultiplayerFormValues,
): { ok: true; options: MultiplayerSimOptions | CoopSimOptions } | { ok: false; errors: MultiplayerFormErrors } {
  const errors: MultiplayerFormErrors = {};
  const decks: Partial<MultiplayerSimOptions['decks']> = {};
  SEATS.forEach((seat, i) => {
    if (v.mode === 'coop' && (seat === 'B' || seat === 'D')) return;
    const p = parseDeckArg(v.decks[i] ?? '');
    if (p.ok) decks[seat] = p.value.deck;
    else errors[`deck${seat}`] = p.message;
  });
  const games = wholeNumber(v.games, MULTIPLAYER_MIN_GAMES, MULTIPLAYER_MAX_GAMES);
  if (games === null) errors.games = 'games';
  const seed = wholeNumber(v.seed, 0, 0xffffffff);
  if (seed === null) errors.seed = 'seed';
  const custom = v.mode === 'coop' && v.aiPlay === 'solo-custom' ? readCustomPlay(v.custom) : null;
  if (custom && !custom.ok) errors.custom = custom.message;
  if (Object.keys(errors).length || !['ffa', 'teams', 'coop'].includes(v.mode)) return { ok: false, errors };
  if (v.mode === 'coop') {
    const options: CoopSimOptions = {
      mode: 'coop',
      decks: { A: decks.A!, C: decks.C! },
      bot: v.bot,
      games: games!,
      seed: seed!,
    };
    if (custom?.ok) options.soloConfig = custom.settings;
    return { ok: true, options };
  }
  return {
    ok: true,
    options: { mode: v.mode, decks: decks as MultiplayerSimOptions['decks'], bot: v.bot, games: games!, seed: seed! },
  };
}
