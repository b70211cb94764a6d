/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbouring
 * letters as one edit (optimal string alignment), for did-you-mean suggestions.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * The candidate closest to `input` (ties: first listed), if close enough to be a likely
 * typo: at most 1 edit for short words, 2 from 5 letters, 3 from 9.
 */
export function closest<T>(input: string, candidates: Iterable<{ key: string; value: T }>): T | undefined {
  const limit = input.length >= 9 ? 3 : input.length >= 5 ? 2 : 1;
  let best: { distance: number; value: T } | undefined;
  for (const { key, value } of candidates) {
    const distance = editDistance(input, key);
    if (distance <= limit && (!best || distance < best.distance)) best = { distance, value };
  }
  return best?.value;
}
