import { getCard, type Card } from '../../cards';
import { applyDraft, type DraftState, type PlayerId } from '../../engine';

/**
 * A card's worth to the Draft bot, by a plain rule of thumb: a Creature's Attack plus its
 * Health, an Incantation's Damage counted one and a half times (it strikes where it is needed
 * and comes back), 2 per ability, less half the Mana it costs.
 */
export function draftValue(card: Card): number {
  const attack = card.attack === 'X' ? 0 : card.attack;
  const body = card.type === 'incantation' ? attack * 1.5 : attack + (card.health ?? 0);
  return body + 2 * card.abilities.length - card.mana / 2;
}

/** The revealed card the bot takes: the highest value, ties going to the first slug alphabetically, so a seed always gives the same Draft. */
export function draftBotPick(revealed: readonly string[]): string {
  const scored = revealed.map((slug) => ({ slug, value: getCard(slug) ? draftValue(getCard(slug)!) : -Infinity }));
  scored.sort((a, b) => b.value - a.value || a.slug.localeCompare(b.slug));
  return scored[0].slug;
}

/** Lets the bots (seat B of a Duel, or the bot seats of a 4-Player Draft) make every pick that is theirs, until a person must choose or the Draft ends. */
export function playBotPicks(d: DraftState, bots: readonly PlayerId[] = ['B']): DraftState {
  let state = d;
  while (state.chooser !== null && bots.includes(state.chooser) && state.revealed.length) {
    const r = applyDraft(state, { type: 'pick', player: state.chooser, card: draftBotPick(state.revealed) });
    if (!r.ok) break;
    state = r.state;
  }
  return state;
}
