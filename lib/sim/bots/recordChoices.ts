import { PRECONSTRUCTED } from '../../cards';
import type { Action } from '../../engine';
import { playGame } from '../game';
import { createRng } from '../rng';
import { gameOptions } from '../setup';
import { BOT_NAMES, botOf, gameSeeds, type BotName } from '../simulate';
import { coopPositions, samplePositions } from './testing';
import type { Bot } from './types';

/** What each bot did, in a form two revisions can be compared by (test helper, and the fixture's recorder). */
export interface RecordedChoices {
  /** Per bot: on each fixed position, the action a fresh bot chose and its generator's state afterwards. */
  positions: Record<BotName, string[]>;
  /** Per bot: whole Solo Quick games (the plan kept through a turn included), as winner, turns, actions and their digest. */
  games: Record<BotName, string[]>;
}

/** FNV-1a over a string: a short, stable fingerprint of a game's whole action list. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

function compact(a: Action): string {
  return JSON.stringify(a);
}

/** Search is the slow one: it sees a third of the positions and plays half the games. */
function share(name: BotName, count: number): number {
  return name === 'search' ? Math.ceil(count / 3) : count;
}

/**
 * Every bot's choices on fixed duel, Solo and Co-op positions, and its actions through whole
 * seeded Solo Quick games with each preconstructed deck. A change meant to make the bots
 * faster, not different, leaves all of it unchanged.
 */
export function recordChoices(): RecordedChoices {
  const fixed = [...samplePositions(120, 31), ...coopPositions(30, 32)];
  const positions = {} as Record<BotName, string[]>;
  const games = {} as Record<BotName, string[]>;
  for (const name of BOT_NAMES) {
    positions[name] = fixed.slice(0, share(name, fixed.length)).map((s, i) => {
      const rng = createRng(1000 + i);
      const action = botOf(name)(s, rng);
      return `${compact(action)} ${rng.state}`;
    });
    games[name] = [];
    for (const deck of PRECONSTRUCTED) {
      for (let g = 0; g < (name === 'search' ? 1 : 3); g++) {
        const actions: string[] = [];
        const inner = botOf(name);
        const recording: Bot = (s, rng) => {
          const a = inner(s, rng);
          actions.push(compact(a));
          return a;
        };
        const seeds = gameSeeds(1, g);
        const r = playGame(gameOptions({ cards: deck.cards }, 'solo-quick', seeds.game), { A: recording }, seeds.bots);
        games[name].push(
          `${deck.slug} game ${g}: ${r.winner ?? 'capped'} in ${r.turns} turns, ${actions.length} actions ${digest(actions.join('\n'))}`,
        );
      }
    }
  }
  return { positions, games };
}
