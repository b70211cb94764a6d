import {
  areEnemies,
  creatureCount,
  regenerationAmount,
  type EngineEvent,
  type GameState,
  type PlayerId,
  playerAt,
} from '../../engine';

/** The AI's Mana Regeneration taken apart: fixed part, per enemy Creature, and ability bonuses (Catalyst). */
export interface AiManaFigures {
  amount: number;
  fixed: number;
  per: number;
  creatures: number;
  bonus: number;
}

export interface AiManaReport {
  seat: PlayerId;
  /** Its last Mana Regeneration among the events shown so far, and the cards it has revealed since. */
  last: (AiManaFigures & { turn: number; revealed: number }) | null;
  /** What it would gain if its turn began now. */
  next: AiManaFigures;
}

/** Creatures of the AI's enemies, both cards of a Symbiote stack counted (Ruling R23); in Co-op both players', never the other AI's (R40). */
function enemyCreatures(s: GameState, ai: PlayerId): number {
  let n = 0;
  for (const id of s.order) if (areEnemies(s.mode, ai, id)) n += creatureCount(s, id);
  return n;
}

/** The AI the status bar speaks of: the one playing, else (Co-op has two) the next one to play. */
function shownAi(s: GameState): PlayerId | undefined {
  const start = s.order.indexOf(s.active);
  for (let i = 0; i < s.order.length; i++) {
    const id = s.order[(start + i) % s.order.length];
    if (playerAt(s, id)?.kind === 'ai') return id;
  }
  return undefined;
}

/**
 * How the Solo AI's Mana is computed (Solo Mode – AI Phase 1), from the events the table has
 * shown: null in a game without an AI. In Co-op, the AI playing now or next. `s` is the position the figures for its next turn come from.
 */
export function aiManaReport(events: readonly EngineEvent[], s: GameState): AiManaReport | null {
  const seat = shownAi(s);
  const p = seat ? playerAt(s, seat) : undefined;
  if (!seat || p?.kind !== 'ai') return null;
  const { fixedMana: fixed, manaPerCreature: per } = p.config;
  let last: AiManaReport['last'] = null;
  let turn = 0;
  let bonus = 0;
  for (const e of events) {
    if (e.type === 'turn-started') {
      turn = e.turn;
      bonus = 0;
    }
    if (e.type === 'ability-triggered' && e.ability === 'catalyst' && e.player === seat) bonus += e.amount ?? 0;
    if (e.type === 'mana-gained' && e.player === seat) {
      last = {
        amount: e.amount,
        fixed,
        per,
        bonus,
        creatures: per ? Math.max(0, (e.amount - fixed - bonus) / per) : 0,
        turn,
        revealed: 0,
      };
    }
    if (e.type === 'ai-revealed' && last && last.turn === turn) last.revealed++;
  }
  const creatures = enemyCreatures(s, seat);
  const amount = regenerationAmount(s, seat);
  return { seat, last, next: { amount, fixed, per, creatures, bonus: amount - fixed - per * creatures } };
}
