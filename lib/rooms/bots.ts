import { botOf } from '../sim/simulate';
import { createRng, deriveSeed } from '../sim/rng';
import type { Bot } from '../sim/bots/types';
import { draftBotPick } from '../table/setup/draftBot';
import type { LogEntry, RoomState } from './model';
import type { RoomBot } from './protocol';

const bots = new Map<RoomBot, Bot>();

function botNamed(name: RoomBot): Bot {
  let bot = bots.get(name);
  if (!bot) bots.set(name, (bot = botOf(name)));
  return bot;
}

/**
 * The move a bot seat must make now (a Draft pick or a game action), or null when a person is to
 * choose or nothing is left to do. The bots of lib/sim are blind (they see only their seat), and
 * their generator comes from the room's seed and version, so a room always replays the same.
 */
export function botEntry(room: RoomState): LogEntry | null {
  if (room.phase === 'draft' && room.draft?.chooser) {
    const seat = room.draft.chooser;
    const plan = room.seats[seat]?.plan;
    return plan?.kind === 'bot' ? { type: 'pick', seat, card: draftBotPick(room.draft.revealed) } : null;
  }
  if (room.phase !== 'playing' || !room.game) return null;
  const state = room.game.state;
  const plan = room.seats[state.active]?.plan;
  if (plan?.kind !== 'bot') return null;
  const action = botNamed(plan.bot)(state, createRng(deriveSeed(room.settings.seed, room.version, 7)));
  return { type: 'action', seat: state.active, action };
}
