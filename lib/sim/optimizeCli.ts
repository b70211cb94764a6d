import { integer, readDeckAndOpponent, readFlags } from './cli';
import type { Parsed } from './deckInput';
import { groupSuggestions } from './groupSuggestions';
import type { OptimizeOptions, OptimizeResult } from './optimize';
import { BOT_NAMES, DEFAULT_BOT, type BotName } from './simulate';

export const OPTIMIZE_USAGE = `usage: npm run optimize -- --deck <deck code or 8 comma-separated slugs>
  [--vs solo-quick | solo-custom:<JSON settings> | deck:<code or slugs>]   (default solo-quick)
  [--bot random|greedy|search|planner] (default planner)
  [--games N] (games per swap for the screen and for the bot's judgement, 10…10000, default 100)  [--seed S] (default 1)  [--json]`;

export interface OptimizeRequest {
  options: Omit<OptimizeOptions, 'onProgress' | 'signal' | 'run'>;
  json: boolean;
}

/** Reads the optimizer's command line; every mistake gives a message, nothing runs. */
export function parseOptimizeArgs(argv: readonly string[]): Parsed<OptimizeRequest> {
  const flags = readFlags(argv, ['--deck', '--vs', '--bot', '--games', '--seed']);
  if (!flags.ok) return flags;
  const { values, json } = flags.value;
  const game = readDeckAndOpponent(values);
  if (!game.ok) return game;
  const { deck, opponent } = game.value;
  const bot = values.get('--bot') ?? DEFAULT_BOT;
  if (!(BOT_NAMES as readonly string[]).includes(bot))
    return { ok: false, message: `--bot must be one of ${BOT_NAMES.join(', ')}, got ${JSON.stringify(bot)}` };
  const games = integer('--games', values.get('--games') ?? '100', 10, 10_000);
  if (!games.ok) return games;
  const seed = integer('--seed', values.get('--seed') ?? '1', 0, 0xffffffff);
  if (!seed.ok) return seed;
  return {
    ok: true,
    value: {
      options: {
        deck: deck.deck.cards as string[],
        opponent,
        bot: bot as BotName,
        games: games.value,
        seed: seed.value,
      },
      json,
    },
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)} %`;

/** The human-readable answer: the deck's win rate (on the judging games), then the clear gains grouped by the card going out. */
export function formatOptimizeReport(r: OptimizeResult): string {
  const lines = [
    `deck       ${pct(r.baseline.winRate)} won (95 % interval ${pct(r.baseline.ci95[0])} – ${pct(r.baseline.ci95[1])}, ${r.baseline.games} games)`,
    `tested     ${r.tested} single swaps in ${r.gamesPlayed} games: screened by ${r.screenBot} in ${r.screenedGames}, ${r.suggestions.length} judged by ${r.bot} in ${r.confirmedGames} (every swap in full with ${r.bot}: ${r.exhaustiveGames})`,
  ];
  const groups = groupSuggestions(r.suggestions);
  if (groups.length === 0) lines.push('no swap is a clear gain');
  for (const g of groups) {
    lines.push(
      `swap out ${g.out}: best in ${g.best.map((s) => `${s.in} ${signed(s.gain)} (${signed(s.gainCi95[0])} … ${signed(s.gainCi95[1])})`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** The `--json` line. */
export function formatOptimizeJson(r: OptimizeResult): string {
  return JSON.stringify({
    tested: r.tested,
    gamesPlayed: r.gamesPlayed,
    exhaustiveGames: r.exhaustiveGames,
    screenedGames: r.screenedGames,
    confirmedGames: r.confirmedGames,
    bot: r.bot,
    screenBot: r.screenBot,
    baseline: r.baseline,
    suggestions: r.suggestions.map((s) => ({
      out: s.out,
      in: s.in,
      gain: s.gain,
      gainCi95: s.gainCi95,
      winRate: s.winRate,
      ci95: s.ci95,
      clear: s.clear,
      code: s.code,
    })),
  });
}
