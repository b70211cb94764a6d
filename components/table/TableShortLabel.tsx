/**
 * A button's label, short on a phone so the table's bar holds one row. The button's
 * accessible name stays the full label, which begins with the short one (what is seen is
 * what a voice command says).
 */
export function TableShortLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{full}</span>
    </>
  );
}
