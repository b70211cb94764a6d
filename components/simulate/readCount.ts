/**
 * A whole number typed by a person, in [min, max]: spaces, thin spaces, commas, dots and
 * underscores between digit groups are accepted ("1,000", "1 000", "10_000"), as the Games
 * field does. Null when it is anything else.
 */
export function readCount(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d{1,3}([\s\u00a0\u202f,._]\d{3})*$|^\d+$/.test(t)) return null;
  const n = Number(t.replace(/\D/g, ''));
  return n >= min && n <= max ? n : null;
}
