import { PRECONSTRUCTED } from '../cards';
import type { CardInput, CreateGameOptions, CustomPlaySettings } from '../engine';

/** 8 cards (slugs or inline cards) and an optional inline Champion. */
export interface SimDeck {
  cards: CardInput[];
  champion?: CardInput;
}

/** Who the deck plays against: the Solo AI (Quick or Custom Play) or another deck in a duel. */
export type Opponent = 'solo-quick' | { soloConfig: CustomPlaySettings } | { deck: SimDeck };

/** The preconstructed deck sharing the most cards with `cards` (first one on ties). */
export function closestPreconstructed(cards: CardInput[]): (typeof PRECONSTRUCTED)[number] {
  let best = PRECONSTRUCTED[0];
  let bestShared = -1;
  for (const d of PRECONSTRUCTED) {
    const shared = cards.filter((c) => typeof c === 'string' && d.cards.includes(c)).length;
    if (shared > bestShared) {
      best = d;
      bestShared = shared;
    }
  }
  return best;
}

/**
 * The engine options of one game. Against the Solo AI, a preconstructed deck plays the
 * Preconstructed format (the AI takes the 3 other decks); any other deck plays like a
 * finished Draft whose AI deck is the 3 preconstructed decks other than the closest one,
 * so a one-card swap never changes what the AI plays.
 */
export function gameOptions(deck: SimDeck, opponent: Opponent, seed: number): CreateGameOptions {
  if (typeof opponent === 'object' && 'deck' in opponent) {
    const champions: CreateGameOptions['champions'] = {};
    if (deck.champion !== undefined) champions.A = deck.champion;
    if (opponent.deck.champion !== undefined) champions.B = opponent.deck.champion;
    return { mode: 'duel', format: 'constructed', decks: { A: deck.cards, B: opponent.deck.cards }, champions, seed };
  }
  const custom = opponent === 'solo-quick' ? undefined : opponent.soloConfig;
  const champions = deck.champion === undefined ? undefined : { A: deck.champion };
  const closest = closestPreconstructed(deck.cards);
  const exact = deck.cards.length === closest.cards.length && closest.cards.every((c) => deck.cards.includes(c));
  if (exact && !champions)
    return { mode: 'solo', format: 'preconstructed', decks: { A: closest.slug }, soloConfig: custom, seed };
  const aiDeck = PRECONSTRUCTED.filter((d) => d !== closest).flatMap((d) => d.cards);
  return { mode: 'solo', format: 'draft', decks: { A: deck.cards }, aiDeck, champions, soloConfig: custom, seed };
}
