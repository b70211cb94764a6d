import type { EngineEvent, GameState, PlayerId } from '../../engine';
import { playerAt } from '../../engine';

export interface SeatStats {
  /** Damage this seat dealt to enemy Creatures and to enemy Strongholds (AI: cards milled). */
  damageDealt: number;
  cardsPlayed: number;
  /** Enemy Creatures this seat destroyed. */
  creaturesDestroyed: number;
}

export interface GameStats {
  turns: number;
  winner: PlayerId | null;
  /** Every seat of the game, in turn order. */
  seats: Record<string, SeatStats>;
}

const isPriceOfBlood = (rule: string) => rule.includes('Price of Blood');

/**
 * The game-over screen's figures, counted from every event of the game. With two seats the
 * damage a seat takes was dealt by the other; with four, by the seat whose card last acted
 * (the attacker, or the player of an Incantation).
 */
export function gameStats(events: readonly EngineEvent[], final: GameState): GameStats {
  const seats: GameStats['seats'] = {};
  for (const p of final.order) seats[p] = { damageDealt: 0, cardsPlayed: 0, creaturesDestroyed: 0 };
  let actor: PlayerId = final.first;
  const by = (victim: PlayerId): SeatStats =>
    seats[final.order.length === 2 ? final.order.find((p) => p !== victim)! : actor];
  for (const e of events) {
    switch (e.type) {
      case 'turn-started':
      case 'attack':
        actor = e.player;
        break;
      case 'card-played':
        actor = e.player;
        seats[e.player].cardsPlayed++;
        break;
      // The AI's cards enter play without a card-played event.
      case 'creature-entered':
        if (playerAt(final, e.player)?.kind === 'ai') seats[e.player].cardsPlayed++;
        break;
      case 'incantation-resolved':
        if (playerAt(final, e.player)?.kind === 'ai') seats[e.player].cardsPlayed++;
        break;
      case 'damage':
        by(e.to.player).damageDealt += e.amount;
        break;
      case 'stronghold-shift':
        if (e.to > e.from && !isPriceOfBlood(e.rule)) by(e.player).damageDealt += e.to - e.from;
        break;
      case 'mill':
        if (!isPriceOfBlood(e.rule)) by(e.player).damageDealt += e.cards.length;
        break;
      case 'destroyed':
        by(e.player).creaturesDestroyed++;
        break;
      default:
        break;
    }
  }
  return { turns: final.turn, winner: final.winner, seats };
}
