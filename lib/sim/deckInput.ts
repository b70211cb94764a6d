import { decodeDeck, encodeDeck, validateDeck } from '../decks';
import { validateCustomPlay, type CustomPlaySettings } from '../engine';
import type { Opponent, SimDeck } from './setup';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A deck as a deck code or comma-separated card slugs; `code` is its canonical code. */
export function parseDeckArg(text: string): Parsed<{ deck: SimDeck; code: string }> {
  const input = text.trim();
  if (!input) return { ok: false, message: 'the deck is empty: give a deck code or 8 comma-separated card slugs' };
  let cards: string[];
  if (input.includes(',')) {
    cards = input.split(',').map((s) => s.trim().toLowerCase());
  } else {
    const decoded = decodeDeck(input);
    if (!decoded.ok) return { ok: false, message: `bad deck code "${input}": ${decoded.error.message}` };
    if (decoded.championId) {
      return {
        ok: false,
        message: `deck code "${input}" names a stored Champion (".${decoded.championId}"), which the simulator cannot load: drop the suffix`,
      };
    }
    cards = decoded.cards;
  }
  const check = validateDeck(cards);
  if (!check.ok) return { ok: false, message: `bad deck: ${check.errors.map((e) => e.message).join('; ')}` };
  const code = encodeDeck(cards);
  return { ok: true, value: { deck: { cards: canonicalCards(code) }, code } };
}

/**
 * The cards of a deck code in the code's own order. Hands are shuffled from the list, so
 * the order matters: a code and the same cards typed in another order play the same games.
 */
export function canonicalCards(code: string): string[] {
  const decoded = decodeDeck(code);
  if (!decoded.ok) throw new RangeError(decoded.error.message);
  return decoded.cards;
}

/** Keys Custom Play settings may have, so a typo is reported instead of ignored. */
const CUSTOM_KEYS = [
  'level',
  'manaPerCreature',
  'fixedMana',
  'aiFirst',
  'resistance',
  'abilities',
  'noBastion',
  'champion',
];

/** Solo Custom Play settings from JSON, checked by the engine's point rules. */
export function parseCustomPlay(json: string): Parsed<CustomPlaySettings> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: `Custom Play settings are not valid JSON: ${json}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'Custom Play settings must be a JSON object such as {"level":2,"fixedMana":8}' };
  const unknown = Object.keys(value).filter((k) => !CUSTOM_KEYS.includes(k));
  if (unknown.length)
    return {
      ok: false,
      message: `unknown Custom Play setting(s): ${unknown.join(', ')} (known: ${CUSTOM_KEYS.join(', ')})`,
    };
  const settings = value as CustomPlaySettings;
  if (settings.champion)
    return {
      ok: false,
      message: 'the Champion setting needs a Champion, which the simulator cannot take from a deck code',
    };
  const errors = validateCustomPlay(settings);
  if (errors.length) return { ok: false, message: `bad Custom Play settings: ${errors.join('; ')}` };
  return { ok: true, value: settings };
}

/** `solo-quick`, `solo-custom:<JSON>` or `deck:<code or slugs>`. */
export function parseOpponentArg(text: string): Parsed<Opponent> {
  if (text === 'solo-quick') return { ok: true, value: 'solo-quick' };
  if (text.startsWith('solo-custom:')) {
    const r = parseCustomPlay(text.slice('solo-custom:'.length));
    return r.ok ? { ok: true, value: { soloConfig: r.value } } : r;
  }
  if (text.startsWith('deck:')) {
    const r = parseDeckArg(text.slice('deck:'.length));
    return r.ok ? { ok: true, value: { deck: r.value.deck } } : { ok: false, message: `opponent: ${r.message}` };
  }
  return {
    ok: false,
    message: `unknown opponent "${text}": use solo-quick, solo-custom:<JSON settings> or deck:<code or slugs>`,
  };
}

/** The `--vs` argument naming an opponent. */
export function opponentArg(opponent: Opponent): string {
  if (opponent === 'solo-quick') return 'solo-quick';
  if ('soloConfig' in opponent) return `solo-custom:${JSON.stringify(opponent.soloConfig)}`;
  return `deck:${encodeDeck(opponent.deck.cards as string[])}`;
}
