/** An accessible progress bar for a running simulation. */
export function SimulateProgress({
  label,
  text,
  done,
  total,
}: {
  label: string;
  text: string;
  done: number;
  total: number;
}) {
  const pct = total ? Math.min(100, (100 * done) / total) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        data-testid="sim-progress"
        className="h-4 w-full overflow-hidden rounded-full border border-black/20 bg-white"
      >
        <div className="h-full bg-tide transition-[width] duration-150" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-sm text-black/70" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
