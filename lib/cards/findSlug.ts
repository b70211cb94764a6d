import { ABILITIES, CARDS, SETS } from './index';
import { compactText } from './normalize';

type Named = { slug: string; name?: string; nameEn?: string; nameFr?: string };

function index(items: readonly Named[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of items) {
    for (const text of [item.slug, item.name, item.nameEn, item.nameFr]) {
      if (text) map.set(compactText(text), item.slug);
    }
  }
  return map;
}

// Aura has its own page among the abilities' although it is not one of the 19.
const INDEX = { card: index(CARDS), set: index(SETS), ability: index([...ABILITIES, { slug: 'aura', name: 'Aura' }]) };

/**
 * The canonical slug an address most likely meant: any case, accents or separators, and the
 * English or French name ("Baron", "prix-du-sang", "Félonie"). Null when nothing matches.
 */
export function findSlug(kind: keyof typeof INDEX, typed: string): string | null {
  let text = typed;
  try {
    text = decodeURIComponent(typed);
  } catch {
    // Already decoded, or a stray %: matched as typed.
  }
  const key = compactText(text);
  return key ? (INDEX[kind].get(key) ?? null) : null;
}
