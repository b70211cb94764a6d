import type { IndexedCard } from './evaluate';
import type { SortDir, SortOrder } from './types';

type Key = (card: IndexedCard) => number | string | null;

// null marks a value that is not a number (X attack, an Incantation's health): always listed last.
const KEYS: Record<Exclude<SortOrder, 'set'>, Key> = {
  name: (c) => c.sortName,
  mana: (c) => c.card.mana,
  atk: (c) => (typeof c.card.attack === 'number' ? c.card.attack : null),
  hp: (c) => c.card.health,
};

function collectorOrder(a: IndexedCard, b: IndexedCard): number {
  return (
    a.setRank - b.setRank ||
    a.card.number - b.card.number ||
    (a.card.slug < b.card.slug ? -1 : a.card.slug > b.card.slug ? 1 : 0)
  );
}

/**
 * Sorts by the chosen key; ties (and order:set) fall back to set order then collector
 * number, always ascending, so every order is total and stable across runs.
 */
export function sortCards(cards: IndexedCard[], order: SortOrder, dir: SortDir): IndexedCard[] {
  const sign = dir === 'desc' ? -1 : 1;
  if (order === 'set') return cards.sort((a, b) => sign * collectorOrder(a, b));
  const key = KEYS[order];
  return cards.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return sign * (ka < kb ? -1 : 1);
    }
    return collectorOrder(a, b);
  });
}
