/** What a dragged card carries between the pool and the deck zone. */
export const DRAG_TYPE = 'application/x-erret-card';

export type DragSource = 'pool' | 'deck';

export function writeDrag(transfer: DataTransfer, slug: string, from: DragSource): void {
  transfer.setData(DRAG_TYPE, JSON.stringify({ slug, from }));
  transfer.setData('text/plain', slug);
  transfer.effectAllowed = 'move';
}

/** The dragged card, or null when the drop is not one of our cards (a file, some text). */
export function readDrag(transfer: DataTransfer): { slug: string; from: DragSource } | null {
  try {
    const value = JSON.parse(transfer.getData(DRAG_TYPE)) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { slug, from } = value as Record<string, unknown>;
    return typeof slug === 'string' && (from === 'pool' || from === 'deck') ? { slug, from } : null;
  } catch {
    return null;
  }
}

export const carriesCard = (transfer: DataTransfer) => transfer.types.includes(DRAG_TYPE);
