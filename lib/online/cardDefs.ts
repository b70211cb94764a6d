import { getCard } from '../cards';
import { toCardDef, type CardDef, type GameState } from '../engine';

/**
 * The card definitions the table draws with, by slug. The stand-in state knows only the cards
 * the latest snapshot shows; a beat still being staged can show one that has left the board
 * since (a Creature that entered then fell in the same move), so any official card is found too.
 */
export function cardDefs(s: Pick<GameState, 'cards'>): Map<string, CardDef> {
  const known = new Map<string, CardDef>(s.cards.map((c) => [c.slug, c]));
  return new (class extends Map<string, CardDef> {
    get(slug: string): CardDef | undefined {
      const def = super.get(slug);
      if (def) return def;
      const card = getCard(slug);
      if (!card) return undefined;
      const made = toCardDef(card);
      this.set(slug, made);
      return made;
    }
  })(known);
}
