import type { Suggestion } from './optimize';

export interface SuggestionGroup {
  out: string;
  /** The clear gains for this card, best first. */
  best: Suggestion[];
}

/**
 * Clear gains grouped by the card that goes out ("swap out Troll: best in Ogre +6.1 %, …"),
 * at most `perCard` in each, the group with the best gain first. Empty when no swap is a
 * clear gain.
 */
export function groupSuggestions(suggestions: readonly Suggestion[], perCard = 3): SuggestionGroup[] {
  const groups = new Map<string, Suggestion[]>();
  for (const s of [...suggestions].sort((a, b) => b.gain - a.gain || a.code.localeCompare(b.code))) {
    if (!s.clear) continue;
    const list = groups.get(s.out) ?? groups.set(s.out, []).get(s.out)!;
    if (list.length < perCard) list.push(s);
  }
  return [...groups].map(([out, best]) => ({ out, best }));
}
