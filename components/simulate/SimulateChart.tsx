import type { SimTotals } from '@/lib/sim/stats';

interface Labels { title: string; desc: string; won: string; lost: string; turns: string }

/** Games by length in turns, won part and not-won part stacked: an inline SVG bar chart. */
export function SimulateChart({ totals, labels }: { totals: SimTotals; labels: Labels }) {
  const turns = Object.keys(totals.turnHistogram).map(Number).sort((a, b) => a - b);
  if (!turns.length) return null;
  const lo = turns[0];
  const hi = turns[turns.length - 1];
  const span = hi - lo + 1;
  const max = Math.max(...turns.map((k) => totals.turnHistogram[k]));
  const width = 600;
  const height = 200;
  const pad = 24;
  const bar = (width - pad) / span;
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${width} ${height + pad}`} role="img" aria-labelledby="sim-chart-title sim-chart-desc" className="w-full max-w-2xl">
        <title id="sim-chart-title">{labels.title}</title>
        <desc id="sim-chart-desc">{labels.desc}</desc>
        {turns.map((k) => {
          const all = totals.turnHistogram[k];
          const won = totals.winHistogram[k] ?? 0;
          const x = pad + (k - lo) * bar;
          const hAll = (all / max) * height;
          const hWon = (won / max) * height;
          return (
            <g key={k}>
              <title>{`${k} ${labels.turns}: ${won} ${labels.won}, ${all - won} ${labels.lost}`}</title>
              <rect x={x} y={height - hAll} width={Math.max(1, bar - 1)} height={hAll - hWon} className="fill-ember/70" />
              <rect x={x} y={height - hWon} width={Math.max(1, bar - 1)} height={hWon} className="fill-tide" />
            </g>
          );
        })}
        <line x1={pad} y1={height} x2={width} y2={height} className="stroke-black/40" />
        <text x={pad} y={height + 16} className="fill-current text-[12px]">{lo}</text>
        <text x={width} y={height + 16} textAnchor="end" className="fill-current text-[12px]">{`${hi} ${labels.turns}`}</text>
      </svg>
      <figcaption className="flex gap-4 text-sm">
        <span><span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-tide" />{labels.won}</span>
        <span><span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-ember/70" />{labels.lost}</span>
      </figcaption>
    </figure>
  );
}
