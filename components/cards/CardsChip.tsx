// Never squeezed or wrapped: a chip keeps its one line and its width in a crowded row. Relative:
// its screen-reader text stays inside its row, not out past the page's edge.
const SHAPE = 'relative shrink-0 whitespace-nowrap rounded-full border px-3 py-1 text-sm transition-colors';
const PRESSED = 'border-tide bg-tide text-white hover:bg-tide/90';
const RAISED = 'border-black/20 bg-white text-ink hover:border-tide';

/**
 * A filter chip: a toggle button whose pressed state mirrors the query, and whose press
 * writes `next`. Without `onChange` (the server's rendering) it submits `next` as a plain
 * GET search, so a press made before the page is interactive, or without JavaScript, works.
 */
export function CardsChip({
  label,
  pressed,
  next,
  onChange,
  title,
}: {
  label: React.ReactNode;
  pressed: boolean;
  next: string;
  onChange?: (q: string) => void;
  title?: string;
}) {
  const className = `${SHAPE} ${pressed ? PRESSED : RAISED}`;
  if (onChange) {
    return (
      <button type="button" aria-pressed={pressed} onClick={() => onChange(next)} title={title} className={className}>
        {label}
      </button>
    );
  }
  return (
    <form action="/cards" method="get" className="contents">
      <button type="submit" name="q" value={next} aria-pressed={pressed} title={title} className={className}>
        {label}
      </button>
    </form>
  );
}
