import type { PlayerId } from '../../engine';

/** One line drawn across its Bridge: the seat above it and the seat below it. */
export interface LineCell {
  line: string;
  far: PlayerId;
  near: PlayerId;
}

/** The table as the players sit, seen from the viewer's chair. */
export interface FourSeatLayout {
  you: PlayerId;
  /** The next seat in turn order (sharing the viewer's upper line), the previous one, and the one opposite. */
  right: PlayerId;
  left: PlayerId;
  across: PlayerId;
  /** Reading order: the two lines between the seat across and its neighbours, then the viewer's two lines. */
  cells: [topLeft: LineCell, topRight: LineCell, bottomLeft: LineCell, bottomRight: LineCell];
}

/**
 * Four seats round four Bridges, drawn from the game's own lines (which seats share each) and
 * turn order: the viewer at the bottom with a neighbour on each side, each of the viewer's lines
 * between them and that neighbour (the enemy's half above the Bridge), the seat across at the
 * top with its two lines above the neighbours'. So each neighbour's two halves meet at its side.
 * Null when the game is not one of four seats and four lines each shared by two of them.
 */
export function fourSeatLayout(
  lines: Record<string, readonly PlayerId[]>,
  order: readonly PlayerId[],
  viewer: PlayerId,
): FourSeatLayout | null {
  const at = order.indexOf(viewer);
  if (order.length !== 4 || at < 0 || Object.keys(lines).length !== 4) return null;
  const right = order[(at + 1) % 4];
  const across = order[(at + 2) % 4];
  const left = order[(at + 3) % 4];
  const between = (a: PlayerId, b: PlayerId): string | undefined =>
    Object.keys(lines).find((l) => lines[l].length === 2 && lines[l].includes(a) && lines[l].includes(b));
  const cell = (far: PlayerId, near: PlayerId): LineCell | null => {
    const line = between(far, near);
    return line === undefined ? null : { line, far, near };
  };
  const cells = [cell(across, left), cell(across, right), cell(left, viewer), cell(right, viewer)];
  if (cells.some((c) => c === null)) return null;
  return { you: viewer, right, left, across, cells: cells as FourSeatLayout['cells'] };
}
