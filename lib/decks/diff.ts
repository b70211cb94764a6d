import { DEFAULT_VISIBILITY, type Visibility } from './visibility';

/** What a saved deck looks like in one version of its history. */
export interface DeckSnapshot {
  name: string;
  description: string;
  author: string;
  cards: string[];
  championId: string | null;
  /** Absent: public (lib/decks/visibility.ts). A stored deck always has it. */
  visibility?: Visibility;
}

export interface DeckDiff {
  added: string[];
  removed: string[];
  renamed: { from: string; to: string } | null;
  descriptionChanged: boolean;
  authorChanged: boolean;
  champion: { from: string | null; to: string | null } | null;
  visibility: { from: Visibility; to: Visibility } | null;
  /** False when the two versions are the same deck (card order aside). */
  changed: boolean;
}

/** Changes from version `a` to version `b`. Card order does not count as a change. */
export function diffDeckVersions(a: DeckSnapshot, b: DeckSnapshot): DeckDiff {
  const added = b.cards.filter((slug) => !a.cards.includes(slug));
  const removed = a.cards.filter((slug) => !b.cards.includes(slug));
  const renamed = a.name === b.name ? null : { from: a.name, to: b.name };
  const champion = a.championId === b.championId ? null : { from: a.championId, to: b.championId };
  const descriptionChanged = a.description !== b.description;
  const authorChanged = a.author !== b.author;
  const [fromVisibility, toVisibility] = [a.visibility ?? DEFAULT_VISIBILITY, b.visibility ?? DEFAULT_VISIBILITY];
  const visibility = fromVisibility === toVisibility ? null : { from: fromVisibility, to: toVisibility };
  return {
    added,
    removed,
    renamed,
    descriptionChanged,
    authorChanged,
    champion,
    visibility,
    changed:
      added.length > 0 ||
      removed.length > 0 ||
      !!renamed ||
      !!champion ||
      !!visibility ||
      descriptionChanged ||
      authorChanged,
  };
}
