// The default bot's speed as one JSON line: planner games per CPU second on deck 1 against Solo
// Quick, µs per planner decision and per end-of-turn evaluation on the bench's fixed positions.
// Only what every revision of the simulator offers is used, so `bench:engine --baseline <rev>`
// runs this same file in a checkout of <rev> too and compares the two back to back.
import { PRECONSTRUCTED } from '../lib/cards';
import { apply, legalActions, type GameState } from '../lib/engine';
import { evaluate } from '../lib/sim/bots/evaluate';
import { samplePositions } from '../lib/sim/bots/testing';
import { createRng } from '../lib/sim/rng';
import { botOf, runGames } from '../lib/sim/simulate';

export interface PlannerSpeed {
  /** Planner games per CPU second, deck 1 against Solo Quick (a fixed range of games: the same work in every revision). */
  gamesPerSecond: number;
  /** Of those games, the ones won: equal in two revisions whose planner chooses alike. */
  wins: number;
  games: number;
  /**
   * CPU µs per decision of a fresh planner on fixed Solo positions. Two planners that choose alike make the same
   * end-of-turn evaluations, so this changes as the planner's cost per evaluation does.
   */
  usPerDecision: number;
  /** CPU µs per end-of-turn evaluation (play, Assault, the AI's turn, score) through `apply`, on fixed Solo positions. */
  usPerEvaluation: number;
}

/** CPU seconds of this process (user + system): one core's time, whatever else the machine runs. */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

function soloPositions(count: number, seed: number): GameState[] {
  return samplePositions(count, seed).filter((s) => s.mode === 'solo');
}

/** One pass over the positions: each evaluated once per legal action; gives how many, and a sum of scores the compiler cannot drop. */
export type EvaluationPass = (positions: GameState[]) => { evaluations: number; sink: number };

/** Each legal action through `apply` (a copy of the parts it changes), then `end-turn` through `apply` (a whole copy). */
const throughApply: EvaluationPass = (positions) => {
  let evaluations = 0;
  let sink = 0;
  for (const s of positions) {
    for (const a of legalActions(s)) {
      const played = a.type === 'end-turn' ? null : apply(s, a, { quiet: true });
      if (played && !played.ok) continue;
      const after = played ? played.state : s;
      const ended = after.winner ? null : apply(after, { type: 'end-turn' }, { quiet: true });
      sink += evaluate(ended?.ok ? ended.state : after, s.active);
      evaluations++;
    }
  }
  return { evaluations, sink };
};

/**
 * The engine's share alone, on fixed Solo positions: each legal action applied, the turn ended
 * (the AI plays its turn), the position scored. No bot around it, so it compares across bot
 * changes.
 */
export function engineEvaluation(rounds: number, pass: EvaluationPass = throughApply): number {
  const positions = soloPositions(300, 3);
  // Compiling takes several passes: a single one left the first measured pass several times too slow.
  for (let r = 0; r < 3; r++) pass(positions);
  let evaluations = 0;
  let sink = 0;
  const start = cpuSeconds();
  for (let r = 0; r < rounds; r++) {
    const done = pass(positions);
    evaluations += done.evaluations;
    sink += done.sink;
  }
  return sink === Infinity ? 0 : ((cpuSeconds() - start) * 1e6) / evaluations;
}

function plannerDecisions(): number {
  const positions = soloPositions(160, 3);
  const decide = () => positions.forEach((s, i) => botOf('planner')(s, createRng(i)));
  decide();
  const start = cpuSeconds();
  decide();
  return ((cpuSeconds() - start) * 1e6) / positions.length;
}

export function plannerSpeed(games: number): PlannerSpeed {
  const deck = { cards: PRECONSTRUCTED[0].cards };
  runGames({ deck, opponent: 'solo-quick', bot: 'planner', games: 10, seed: 99 }); // JIT warm-up
  const start = cpuSeconds();
  const t = runGames({ deck, opponent: 'solo-quick', bot: 'planner', games, seed: 1 });
  const gamesPerSecond = games / (cpuSeconds() - start);
  return {
    gamesPerSecond,
    wins: t.wins,
    games,
    usPerDecision: plannerDecisions(),
    usPerEvaluation: engineEvaluation(5),
  };
}

if (process.env.ERRET_PLANNER_SPEED_GAMES) {
  console.log(JSON.stringify(plannerSpeed(Number(process.env.ERRET_PLANNER_SPEED_GAMES))));
}
