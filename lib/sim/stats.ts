/** Per-card totals over many games, for the deck's own cards. */
export interface CardTotals {
  played: number;
  damageDealt: number;
  destroyed: number;
}

/** Integer sums over a set of games; sums of disjoint sets merge exactly, in any order. */
export interface SimTotals {
  games: number;
  wins: number;
  losses: number;
  /** Games stopped by the turn cap (neither win nor loss). */
  capped: number;
  turns: number;
  /** Histogram: game length in turns → games. */
  turnHistogram: Record<number, number>;
  /** Histogram of the won games only. */
  winHistogram: Record<number, number>;
  perCard: Record<string, CardTotals>;
}

export function emptyTotals(): SimTotals {
  return { games: 0, wins: 0, losses: 0, capped: 0, turns: 0, turnHistogram: {}, winHistogram: {}, perCard: {} };
}

/** Adds `b` into a copy of `a`. */
export function mergeTotals(a: SimTotals, b: SimTotals): SimTotals {
  const out: SimTotals = {
    games: a.games + b.games,
    wins: a.wins + b.wins,
    losses: a.losses + b.losses,
    capped: a.capped + b.capped,
    turns: a.turns + b.turns,
    turnHistogram: { ...a.turnHistogram },
    winHistogram: { ...a.winHistogram },
    perCard: {},
  };
  for (const [k, v] of Object.entries(b.turnHistogram)) out.turnHistogram[+k] = (out.turnHistogram[+k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.winHistogram)) out.winHistogram[+k] = (out.winHistogram[+k] ?? 0) + v;
  for (const src of [a.perCard, b.perCard]) {
    for (const [slug, c] of Object.entries(src)) {
      const t = (out.perCard[slug] ??= { played: 0, damageDealt: 0, destroyed: 0 });
      t.played += c.played;
      t.damageDealt += c.damageDealt;
      t.destroyed += c.destroyed;
    }
  }
  return out;
}

/** Wilson score interval at 95 % for `wins` successes out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = p + z2n / 2;
  const half = z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n));
  const denom = 1 + z2n;
  return [Math.max(0, (centre - half) / denom), Math.min(1, (centre + half) / denom)];
}

export interface SimSummary {
  games: number;
  wins: number;
  losses: number;
  capped: number;
  winRate: number;
  ci95: [number, number];
  avgTurns: number;
}

/** The figures reported to people, computed once from exact integer totals. */
export function summarize(t: SimTotals): SimSummary {
  return {
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    capped: t.capped,
    winRate: t.games ? t.wins / t.games : 0,
    ci95: wilson(t.wins, t.games),
    avgTurns: t.games ? t.turns / t.games : 0,
  };
}
