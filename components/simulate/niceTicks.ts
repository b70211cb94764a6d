/** Round axis values from 0 to at most `max`: steps of 1, 2 or 5 times a power of ten, about four of them. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const out: number[] = [];
  for (let v = 0; v <= max; v += step) out.push(v);
  return out;
}
