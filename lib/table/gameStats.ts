import type { EngineEvent, GameState, PlayerId } from '../engine';
import { playerAt } from '../engine';

export interface SeatStats {
  /** Damage this seat dealt to enemy Creatures and to the enemy Stronghold (AI: cards milled). */
  damageDealt: number;
  cardsPlayed: number;
  /** Enemy Creatures this seat destroyed. */
  creaturesDestroyed: number;
}

export interface GameStats {
  turns: number;
  winner: PlayerId | null;
  seats: Record<'A' | 'B', SeatStats>;
}

const isPriceOfBlood = (rule: string) => rule.includes('Price of Blood');

/** The game-over screen's figures, counted from every event of the game (a 2-seat game). */
export function gameStats(events: readonly EngineEvent[], final: GameState): GameStats {
  const seats: GameStats['seats'] = {
    A: { damageDealt: 0, cardsPlayed: 0, creaturesDestroyed: 0 },
    B: { damageDealt: 0, cardsPlayed: 0, creaturesDestroyed: 0 },
  };
  const enemy = (p: PlayerId): 'A' | 'B' => (p === 'A' ? 'B' : 'A');
  for (const e of events) {
    switch (e.type) {
      case 'card-played': seats[e.player as 'A' | 'B'].cardsPlayed++; break;
      // The AI's cards enter play without a card-played event.
      case 'creature-entered': if (playerAt(final, e.player)?.kind === 'ai') seats[e.player as 'A' | 'B'].cardsPlayed++; break;
      case 'incantation-resolved': if (playerAt(final, e.player)?.kind === 'ai') seats[e.player as 'A' | 'B'].cardsPlayed++; break;
      case 'damage': seats[enemy(e.to.player)].damageDealt += e.amount; break;
      case 'stronghold-shift': if (e.to > e.from && !isPriceOfBlood(e.rule)) seats[enemy(e.player)].damageDealt += e.to - e.from; break;
      case 'mill': if (!isPriceOfBlood(e.rule)) seats[enemy(e.player)].damageDealt += e.cards.length; break;
      case 'destroyed': seats[enemy(e.player)].creaturesDestroyed++; break;
      default: break;
    }
  }
  return { turns: final.turn, winner: final.winner, seats };
}
