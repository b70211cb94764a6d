import type { SimTotals } from '@/lib/sim/stats';
import { niceTicks } from './niceTicks';

interface Labels {
  title: string;
  desc: string;
  won: string;
  lost: string;
  turns: string;
  games: string;
}

/** Games by length in turns, won part and not-won part stacked: an inline SVG bar chart. */
export function SimulateChart({ totals, labels }: { totals: SimTotals; labels: Labels }) {
  const turns = Object.keys(totals.turnHistogram)
    .map(Number)
    .sort((a, b) => a - b);
  if (!turns.length) return null;
  const lo = turns[0];
  const hi = turns[turns.length - 1];
  const span = hi - lo + 1;
  const max = Math.max(...turns.map((k) => totals.turnHistogram[k]));
  const width = 600;
  const height = 200;
  const pad = 24;
  // Room on the left for the count axis.
  const left = 8 * String(max).length + 16;
  const bar = (width - left) / span;
  const ticks = niceTicks(max);
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${width} ${height + pad}`}
        role="img"
        aria-labelledby="sim-chart-title sim-chart-desc"
        className="w-full max-w-2xl"
      >
        <title id="sim-chart-title">{labels.title}</title>
        <desc id="sim-chart-desc">{labels.desc}</desc>
        {turns.map((k) => {
          const all = totals.turnHistogram[k];
          const won = totals.winHistogram[k] ?? 0;
          const x = left + (k - lo) * bar;
          const hAll = (all / max) * height;
          const hWon = (won / max) * height;
          return (
            <g key={k}>
              <title>{`${k} ${labels.turns}: ${won} ${labels.won}, ${all - won} ${labels.lost}`}</title>
              <rect
                x={x}
                y={height - hAll}
                width={Math.max(1, bar - 1)}
                height={hAll - hWon}
                className="fill-ember/70"
              />
              <rect x={x} y={height - hWon} width={Math.max(1, bar - 1)} height={hWon} className="fill-tide" />
            </g>
          );
        })}
        {ticks.map((v) => {
          const y = height - (v / max) * height;
          return (
            <g key={`y${v}`} data-testid="sim-chart-tick">
              <line
                x1={left - 4}
                y1={y}
                x2={width}
                y2={y}
                className={v === 0 ? 'stroke-black/40' : 'stroke-black/10'}
              />
              <text x={left - 6} y={y + 4} textAnchor="end" className="fill-current text-[12px]">
                {v}
              </text>
            </g>
          );
        })}
        <line x1={left} y1={0} x2={left} y2={height} className="stroke-black/40" />
        <text x={0} y={10} className="fill-current text-[11px]">
          {labels.games}
        </text>
        <text x={left} y={height + 16} className="fill-current text-[12px]">
          {lo}
        </text>
        <text
          x={width}
          y={height + 16}
          textAnchor="end"
          className="fill-current text-[12px]"
        >{`${hi} ${labels.turns}`}</text>
      </svg>
      <figcaption className="flex gap-4 text-sm">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-tide" />
          {labels.won}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-ember/70" />
          {labels.lost}
        </span>
      </figcaption>
    </figure>
  );
}
