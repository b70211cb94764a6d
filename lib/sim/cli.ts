import { BOT_NAMES, DEFAULT_BOT, type BotName, type SimulateOptions } from './simulate';
import { opponentArg, parseDeckArg, parseOpponentArg, type Parsed } from './deckInput';
import type { SimulateResult } from './simulate';

export const MAX_GAMES = 10_000_000;

export const USAGE = `usage: npm run simulate -- --deck <deck code or 8 comma-separated slugs>
  [--vs solo-quick | solo-custom:<JSON settings> | deck:<code or slugs>]   (default solo-quick)
  [--bot random|greedy|search|planner] (default planner)  [--iterations N] (search bot, default 64)
  [--games N] (default 1000)  [--seed S] (integer 0…4294967295, default 1)  [--json]`;

export interface CliRequest {
  options: Omit<SimulateOptions, 'onProgress' | 'signal'>;
  /** Canonical code of the deck, for the command line the page shows. */
  code: string;
  json: boolean;
}

export function integer(name: string, text: string | undefined, min: number, max: number): Parsed<number> {
  if (text === undefined || !/^\d+$/.test(text))
    return { ok: false, message: `${name} needs a whole number, got ${JSON.stringify(text ?? '')}` };
  const n = Number(text);
  if (n < min || n > max) return { ok: false, message: `${name} must be from ${min} to ${max}, got ${text}` };
  return { ok: true, value: n };
}

/** `--bot`, `--games` and `--seed` with their defaults, shared by the duel and the multiplayer command lines. */
export function readRunArgs(
  values: ReadonlyMap<string, string>,
  defaultBot: BotName = DEFAULT_BOT,
): Parsed<{ bot: BotName; games: number; seed: number }> {
  const bot = values.get('--bot') ?? defaultBot;
  if (!(BOT_NAMES as readonly string[]).includes(bot))
    return { ok: false, message: `--bot must be one of ${BOT_NAMES.join(', ')}, got ${JSON.stringify(bot)}` };
  const games = integer('--games', values.get('--games') ?? '1000', 1, MAX_GAMES);
  if (!games.ok) return games;
  const seed = integer('--seed', values.get('--seed') ?? '1', 0, 0xffffffff);
  if (!seed.ok) return seed;
  return { ok: true, value: { bot: bot as BotName, games: games.value, seed: seed.value } };
}

/** `--name value` pairs and the `--json` switch; a flag given twice, without a value or unknown is a mistake. */
export function readFlags(
  argv: readonly string[],
  names: readonly string[],
): Parsed<{ values: Map<string, string>; json: boolean }> {
  const values = new Map<string, string>();
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (names.includes(arg)) {
      if (values.has(arg)) return { ok: false, message: `${arg} is given twice` };
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) return { ok: false, message: `${arg} needs a value` };
      values.set(arg, value);
    } else return { ok: false, message: `unknown argument ${JSON.stringify(arg)}` };
  }
  return { ok: true, value: { values, json } };
}

/** `--deck` (required) and `--vs` (default solo-quick), shared by the simulate and optimize command lines. */
export function readDeckAndOpponent(values: ReadonlyMap<string, string>) {
  const deckText = values.get('--deck');
  if (deckText === undefined) return { ok: false, message: '--deck is required' } as const;
  const deck = parseDeckArg(deckText);
  if (!deck.ok) return deck;
  const opponent = parseOpponentArg(values.get('--vs') ?? 'solo-quick');
  if (!opponent.ok) return opponent;
  return { ok: true, value: { deck: deck.value, opponent: opponent.value } } as const;
}

/** Reads the command line (after `--`); every mistake gives a message, nothing runs. */
export function parseSimulateArgs(argv: readonly string[]): Parsed<CliRequest> {
  const flags = readFlags(argv, ['--deck', '--vs', '--bot', '--games', '--seed', '--iterations']);
  if (!flags.ok) return flags;
  const { values, json } = flags.value;
  const game = readDeckAndOpponent(values);
  if (!game.ok) return game;
  const { deck, opponent } = game.value;
  const run = readRunArgs(values);
  if (!run.ok) return run;
  const { bot, games, seed } = run.value;
  let searchIterations: number | undefined;
  if (values.has('--iterations')) {
    if (bot !== 'search') return { ok: false, message: '--iterations is for the search bot' };
    const it = integer('--iterations', values.get('--iterations'), 1, 100_000);
    if (!it.ok) return it;
    searchIterations = it.value;
  }
  const options: CliRequest['options'] = { deck: deck.deck, opponent, bot, games, seed };
  if (searchIterations !== undefined) options.searchIterations = searchIterations;
  return { ok: true, value: { options, code: deck.code, json } };
}

/** The command that reproduces a run exactly. */
export function simulateCommand(r: Omit<CliRequest, 'json'>): string {
  const o = r.options;
  const quote = (s: string) => (/^[\w.:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const parts = [
    'npm run simulate --',
    '--deck',
    quote(r.code),
    '--vs',
    quote(opponentArg(o.opponent)),
    '--bot',
    o.bot,
  ];
  if (o.searchIterations !== undefined) parts.push('--iterations', String(o.searchIterations));
  parts.push('--games', String(o.games), '--seed', String(o.seed));
  return parts.join(' ');
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The human-readable report. */
export function formatReport(r: SimulateResult, gamesPerSecond: number): string {
  const lines = [
    `games      ${r.games}${r.capped ? ` (${r.capped} stopped at the turn cap, counted as not won)` : ''}`,
    `wins       ${r.wins}`,
    `losses     ${r.losses}`,
    `win rate   ${pct(r.winRate)}  (95 % interval ${pct(r.ci95[0])} – ${pct(r.ci95[1])})`,
    `avg turns  ${r.avgTurns.toFixed(2)}`,
    `speed      ${gamesPerSecond.toFixed(0)} games/s`,
  ];
  return lines.join('\n');
}

/** The `--json` line. */
export function formatJson(r: SimulateResult, gamesPerSecond: number): string {
  return JSON.stringify({
    games: r.games,
    wins: r.wins,
    losses: r.losses,
    winRate: r.winRate,
    ci95: r.ci95,
    avgTurns: r.avgTurns,
    gamesPerSecond,
  });
}
