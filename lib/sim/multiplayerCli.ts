import { readRunArgs } from './cli';
import { parseDeckArg, type Parsed } from './deckInput';
import type { MultiplayerSimOptions, MultiplayerSimResult } from './multiplayer';

export const MULTIPLAYER_USAGE = `usage: npm run simulate -- --mode ffa|teams --deck <A> --deck <B> --deck <C> --deck <D>
  (each a deck code or 8 comma-separated slugs; in teams A and C play against B and D)
  [--bot random|greedy|search|planner] (default greedy)  [--games N] (default 1000)  [--seed S] (default 1)  [--json]`;

export interface MultiplayerCliRequest {
  options: MultiplayerSimOptions;
  json: boolean;
}

/** Reads a `--mode ffa|teams` command line; every mistake gives a message, nothing runs. */
export function parseMultiplayerArgs(argv: readonly string[]): Parsed<MultiplayerCliRequest> {
  const values = new Map<string, string>();
  const deckTexts: string[] = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') { json = true; continue; }
    if (!['--mode', '--deck', '--bot', '--games', '--seed'].includes(arg)) return { ok: false, message: `unknown argument ${JSON.stringify(arg)}` };
    const value = argv[++i];
    if (value === undefined || value.startsWith('--')) return { ok: false, message: `${arg} needs a value` };
    if (arg === '--deck') deckTexts.push(value);
    else if (values.has(arg)) return { ok: false, message: `${arg} is given twice` };
    else values.set(arg, value);
  }
  const mode = values.get('--mode');
  if (mode !== 'ffa' && mode !== 'teams') return { ok: false, message: `--mode must be ffa or teams, got ${JSON.stringify(mode ?? '')}` };
  if (deckTexts.length !== 4) return { ok: false, message: `--mode ${mode} needs 4 --deck (seats A, B, C, D), got ${deckTexts.length}` };
  const cards: MultiplayerSimOptions['decks']['A'][] = [];
  for (let k = 0; k < 4; k++) {
    const p = parseDeckArg(deckTexts[k]);
    if (!p.ok) return { ok: false, message: `deck ${'ABCD'[k]}: ${p.message}` };
    cards.push(p.value.deck);
  }
  // Greedy by default: the planner's sampled worlds are written for one enemy seat.
  const run = readRunArgs(values, 'greedy');
  if (!run.ok) return run;
  const options: MultiplayerSimOptions = { mode, ...run.value, decks: { A: cards[0], B: cards[1], C: cards[2], D: cards[3] } };
  return { ok: true, value: { options, json } };
}

/** The `--json` line: winsBySeat for Free-For-All, winsByTeam for Team Play. */
export function formatMultiplayerJson(r: MultiplayerSimResult, gamesPerSecond: number): string {
  const wins = r.mode === 'ffa' ? { winsBySeat: r.wins } : { winsByTeam: r.wins };
  return JSON.stringify({ mode: r.mode, games: r.games, ...wins, capped: r.capped, avgTurns: r.avgTurns, gamesPerSecond });
}

/** The human-readable report. */
export function formatMultiplayerReport(r: MultiplayerSimResult, gamesPerSecond: number): string {
  const rows = Object.entries(r.wins).map(([who, n]) => `wins ${who.padEnd(5)} ${n}  (${(100 * n / Math.max(1, r.games)).toFixed(1)} %)`);
  return [`mode       ${r.mode === 'ffa' ? 'Free-For-All' : 'Team Play'}`, `games      ${r.games}${r.capped ? ` (${r.capped} stopped at the turn cap, nobody won)` : ''}`, ...rows,
    `avg turns  ${r.avgTurns.toFixed(2)}`, `speed      ${gamesPerSecond.toFixed(0)} games/s`].join('\n');
}
