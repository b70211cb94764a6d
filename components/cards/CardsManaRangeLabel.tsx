/** Reads "0–3 ×" but says what pressing it does. */
export function CardsManaRangeLabel({ range, removeLabel }: { range: string; removeLabel: string }) {
  return (
    <>
      <span aria-hidden="true">{range} ×</span>
      <span className="sr-only">{removeLabel}</span>
    </>
  );
}
