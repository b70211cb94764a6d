import { readRunArgs } from './cli';
import { parseDeckArg, parseOpponentArg, type Parsed } from './deckInput';
import { simulateCoop, type CoopSimOptions, type CoopSimResult } from './coop';
import { simulateMultiplayer, type MultiplayerSimOptions, type MultiplayerSimResult } from './multiplayer';

export const MULTIPLAYER_USAGE = `usage: npm run simulate -- --mode ffa|teams --deck <A> --deck <B> --deck <C> --deck <D>
       npm run simulate -- --mode coop --deck <A> --deck <C> [--vs solo-quick | solo-custom:<JSON settings>] (default solo-quick)
  (each a deck code or 8 comma-separated slugs; in teams A and C play against B and D; in coop the
  two players A and C play together against two Solo AIs, whose settings --vs gives)
  [--bot random|greedy|search|planner] (default greedy)  [--games N] (default 1000)  [--seed S] (default 1)  [--json]`;

export interface MultiplayerCliRequest {
  options: MultiplayerSimOptions | CoopSimOptions;
  json: boolean;
}

export type FourSeatSimResult = MultiplayerSimResult | CoopSimResult;

/** Runs a parsed request: Free-For-All and Team Play, or Co-op. */
export function simulateFourSeats(options: MultiplayerCliRequest['options']): FourSeatSimResult {
  return options.mode === 'coop' ? simulateCoop(options) : simulateMultiplayer(options);
}

/** Reads a `--mode ffa|teams` command line; every mistake gives a message, nothing runs. */
export function parseMultiplayerArgs(argv: readonly string[]): Parsed<MultiplayerCliRequest> {
  const values = new Map<string, string>();
  const deckTexts: string[] = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') {
      json = true;
      continue;
    }
    if (!['--mode', '--deck', '--bot', '--games', '--seed', '--vs'].includes(arg))
      return { ok: false, message: `unknown argument ${JSON.stringify(arg)}` };
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) return { ok: false, message: `${arg} needs a value` };
    if (arg === '--deck') deckTexts.push(value);
    else if (values.has(arg)) return { ok: false, message: `${arg} is given twice` };
    else values.set(arg, value);
  }
  const mode = values.get('--mode');
  if (mode !== 'ffa' && mode !== 'teams' && mode !== 'coop')
    return { ok: false, message: `--mode must be ffa, teams or coop, got ${JSON.stringify(mode ?? '')}` };
  if (mode === 'coop') return parseCoop(values, deckTexts, json);
  if (values.has('--vs')) return { ok: false, message: "--vs is for --mode coop (the Solo AIs' settings)" };
  if (deckTexts.length !== 4)
    return { ok: false, message: `--mode ${mode} needs 4 --deck (seats A, B, C, D), got ${deckTexts.length}` };
  const cards: MultiplayerSimOptions['decks']['A'][] = [];
  for (let k = 0; k < 4; k++) {
    const p = parseDeckArg(deckTexts[k]);
    if (!p.ok) return { ok: false, message: `deck ${'ABCD'[k]}: ${p.message}` };
    cards.push(p.value.deck);
  }
  // Greedy by default: the planner's sampled worlds are written for one enemy seat.
  const run = readRunArgs(values, 'greedy');
  if (!run.ok) return run;
  const options: MultiplayerSimOptions = {
    mode,
    ...run.value,
    decks: { A: cards[0], B: cards[1], C: cards[2], D: cards[3] },
  };
  return { ok: true, value: { options, json } };
}

/** `--mode coop`: the players' two decks (A, C) and the AIs' settings (`--vs`, default Quick Play). */
function parseCoop(
  values: ReadonlyMap<string, string>,
  deckTexts: string[],
  json: boolean,
): Parsed<MultiplayerCliRequest> {
  if (deckTexts.length !== 2)
    return { ok: false, message: `--mode coop needs 2 --deck (players A and C), got ${deckTexts.length}` };
  const decks: CoopSimOptions['decks']['A'][] = [];
  for (let k = 0; k < 2; k++) {
    const p = parseDeckArg(deckTexts[k]);
    if (!p.ok) return { ok: false, message: `deck ${'AC'[k]}: ${p.message}` };
    decks.push(p.value.deck);
  }
  const vs = parseOpponentArg(values.get('--vs') ?? 'solo-quick');
  if (!vs.ok) return vs;
  if (typeof vs.value === 'object' && 'deck' in vs.value)
    return {
      ok: false,
      message: '--vs in coop takes solo-quick or solo-custom:<JSON settings>: the AIs are the opponents',
    };
  const run = readRunArgs(values, 'greedy');
  if (!run.ok) return run;
  const options: CoopSimOptions = { mode: 'coop', ...run.value, decks: { A: decks[0], C: decks[1] } };
  if (vs.value !== 'solo-quick') options.soloConfig = vs.value.soloConfig;
  return { ok: true, value: { options, json } };
}

/** The `--json` line: winsBySeat for Free-For-All, winsByTeam for Team Play, wins and losses for Co-op. */
export function formatMultiplayerJson(r: FourSeatSimResult, gamesPerSecond: number): string {
  if (r.mode === 'coop')
    return JSON.stringify({
      mode: r.mode,
      games: r.games,
      wins: r.wins,
      losses: r.losses,
      capped: r.capped,
      avgTurns: r.avgTurns,
      gamesPerSecond,
    });
  const wins = r.mode === 'ffa' ? { winsBySeat: r.wins } : { winsByTeam: r.wins };
  return JSON.stringify({
    mode: r.mode,
    games: r.games,
    ...wins,
    capped: r.capped,
    avgTurns: r.avgTurns,
    gamesPerSecond,
  });
}

/** The human-readable report. */
export function formatMultiplayerReport(r: FourSeatSimResult, gamesPerSecond: number): string {
  if (r.mode === 'coop') {
    const pct = (n: number) => `${((100 * n) / Math.max(1, r.games)).toFixed(1)} %`;
    return [
      `mode       Co-op (players A and C against two Solo AIs)`,
      `games      ${r.games}${r.capped ? ` (${r.capped} stopped at the turn cap, nobody won)` : ''}`,
      `wins       ${r.wins}  (${pct(r.wins)})`,
      `losses     ${r.losses}  (${pct(r.losses)})`,
      `avg turns  ${r.avgTurns.toFixed(2)}`,
      `speed      ${gamesPerSecond.toFixed(0)} games/s`,
    ].join('\n');
  }
  const rows = Object.entries(r.wins).map(
    ([who, n]) => `wins ${who.padEnd(5)} ${n}  (${((100 * n) / Math.max(1, r.games)).toFixed(1)} %)`,
  );
  return [
    `mode       ${r.mode === 'ffa' ? 'Free-For-All' : 'Team Play'}`,
    `games      ${r.games}${r.capped ? ` (${r.capped} stopped at the turn cap, nobody won)` : ''}`,
    ...rows,
    `avg turns  ${r.avgTurns.toFixed(2)}`,
    `speed      ${gamesPerSecond.toFixed(0)} games/s`,
  ].join('\n');
}
