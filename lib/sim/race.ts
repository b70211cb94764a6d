/**
 * The optimizer's race (successive halving on nested game ranges). Every candidate plays
 * games [0, c0); the best share goes on to [c0, c1), and so on up to [0, games), so the
 * survivors end with exactly the games an exhaustive run gives them, and the budget is known
 * before anything is played.
 */
export interface RaceRound {
  /** Games [from, to) played by each candidate still in the race. */
  from: number;
  to: number;
  /** Candidates playing this round. */
  size: number;
}

/** Fewest candidates left at the end unless asked for more: the top three are always played in full. */
export const RACE_FINALISTS = 3;

/**
 * The rounds for `candidates` candidates of `games` games each. With `overhead` games played
 * besides (the baseline deck), the whole run fits in `share` of candidates × games and at least
 * `finalists` play every game; a pool too small for that plays every candidate in full.
 */
export function raceRounds(
  candidates: number,
  games: number,
  overhead: number,
  share: number,
  finalists = RACE_FINALISTS,
): RaceRound[] {
  const ends = [Math.ceil(games / 16), Math.ceil(games / 8), Math.ceil(games / 4), Math.ceil(games / 2), games].filter(
    (g, i, a) => g > 0 && (i === 0 || g > a[i - 1]),
  );
  const budget = Math.floor(share * candidates * games) - overhead;
  if (ends.length === 1 || candidates <= finalists || candidates * ends[0] > budget)
    return [{ from: 0, to: games, size: candidates }];
  // Every candidate plays a sixteenth of the games; what is left is shared equally by the later rounds.
  const rounds: RaceRound[] = [{ from: 0, to: ends[0], size: candidates }];
  const left = budget - candidates * ends[0];
  for (let r = 1; r < ends.length; r++) {
    const width = ends[r] - ends[r - 1];
    const fair = Math.floor(left / (ends.length - 1) / width);
    rounds.push({ from: ends[r - 1], to: ends[r], size: Math.max(finalists, Math.min(rounds[r - 1].size, fair)) });
  }
  // Keeping the finalists may overspend a small pool's budget: the earlier rounds give way.
  for (let r = 1; raceGames(rounds) > budget && r < rounds.length;) {
    if (rounds[r].size > finalists) rounds[r].size--;
    else r++;
  }
  if (raceGames(rounds) > budget) return [{ from: 0, to: games, size: candidates }];
  return rounds;
}

/** Games a race of these rounds plays. */
export function raceGames(rounds: RaceRound[]): number {
  return rounds.reduce((n, r) => n + r.size * (r.to - r.from), 0);
}
