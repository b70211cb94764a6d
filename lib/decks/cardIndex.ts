import { CARDS, SETS, type OfficialCard } from '@/lib/cards';

/** Each set owns 32 slots: new sets append after the existing ones, so indices never move. */
export const SLOTS_PER_SET = 32;

const slugByIndex = new Map<number, string>();
const indexBySlug = new Map<string, number>();
for (const card of CARDS) {
  const index = indexOfCard(card);
  if (index !== undefined) {
    slugByIndex.set(index, card.slug);
    indexBySlug.set(card.slug, index);
  }
}

function indexOfCard(card: OfficialCard): number | undefined {
  const set = SETS.findIndex((s) => s.slug === card.set);
  if (set < 0 || card.number < 1 || card.number > SLOTS_PER_SET) return undefined;
  return set * SLOTS_PER_SET + card.number - 1;
}

/** The card's stable index: set position × 32 + (collector number − 1). */
export function cardIndex(slug: string): number | undefined {
  return indexBySlug.get(slug);
}

export function cardAtIndex(index: number): string | undefined {
  return slugByIndex.get(index);
}
