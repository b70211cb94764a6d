/**
 * A four-seat line by the numbers of the two seats sharing it ("ab" → "1–2"), the same in
 * every language; null for the two lines of a 2-seat game, which have names (upper, lower).
 */
export function lineNumbers(line: string): string | null {
  if (!/^[a-d]{2}$/.test(line)) return null;
  return [...line].map((seat) => 'abcd'.indexOf(seat) + 1).join('–');
}
