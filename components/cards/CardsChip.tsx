/** A filter chip: a toggle button whose pressed state mirrors the query. */
export function CardsChip({ label, pressed, onToggle, title }: { label: React.ReactNode; pressed: boolean; onToggle?: () => void; title?: string }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onToggle} title={title}
      className={`rounded-full border px-3 py-1 text-sm transition-colors ${pressed
        ? 'border-tide bg-tide text-white hover:bg-tide/90'
        : 'border-black/20 bg-white text-ink hover:border-tide'}`}>
      {label}
    </button>
  );
}
