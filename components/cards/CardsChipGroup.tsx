/** A labelled row of chips; `scroll` keeps a short row on one line on phones. */
export function CardsChipGroup({ label, children, scroll = false }: { label: string; children: React.ReactNode; scroll?: boolean }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="mr-1 w-full text-xs font-semibold uppercase tracking-wide text-black/60 sm:w-20">{label}</span>
      {scroll
        ? <div className="-mx-1 flex w-full min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 sm:w-auto sm:flex-wrap sm:overflow-visible sm:pb-0">{children}</div>
        : children}
    </div>
  );
}
