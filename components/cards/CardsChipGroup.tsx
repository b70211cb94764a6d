/** A labelled row of chips that wraps: on a phone every chip stays in view, none past the edge. */
export function CardsChipGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span
        aria-hidden="true"
        className="mr-1 w-full text-xs font-semibold uppercase tracking-wide text-black/60 sm:w-20"
      >
        {label}
      </span>
      {children}
    </div>
  );
}
