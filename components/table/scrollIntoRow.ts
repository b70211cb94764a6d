/** The few measurements scrollIntoRow needs (an Element has them). */
interface Box {
  getBoundingClientRect(): { left: number; right: number };
}

/**
 * Scrolls a sideways-scrolling row (the hand, one side of a line) just enough to show `el`,
 * without moving the page: the board fits the screen, and scrollIntoView would nudge the
 * window whenever a focus ring or a raised card pokes past its edge.
 */
export function scrollIntoRow(el: Box, row: (Box & { scrollLeft: number }) | null, margin = 8): void {
  if (!row) return;
  const r = el.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  if (r.left < box.left) row.scrollLeft -= box.left - r.left + margin;
  else if (r.right > box.right) row.scrollLeft += r.right - box.right + margin;
}
