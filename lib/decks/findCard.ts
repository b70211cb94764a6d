import { CARDS, type OfficialCard } from '@/lib/cards';
import { normalizeName } from './normalize';

// The data has one printed name per card (English for the Initiation pack, French for the
// expansions), so "English or French name" means that printed name, or the slug.
const byKey = new Map<string, OfficialCard>();
for (const card of CARDS) {
  byKey.set(normalizeName(card.name), card);
  byKey.set(normalizeName(card.slug), card);
}

/** The official card named `text` (printed name or slug; accents, case and punctuation ignored). */
export function findCard(text: string): OfficialCard | undefined {
  return byKey.get(normalizeName(text));
}
