import type { AnimationStep } from './animationSteps';

export type TurnPhase = 'mana' | 'summoning' | 'assault' | 'end' | 'over';

/** The phase of the turn the board is showing: the beat on show says it; between beats a person is summoning. */
export function turnPhase(beat: AnimationStep | null, over: boolean): TurnPhase {
  switch (beat?.events[0].type) {
    case 'turn-started':
    case 'mana-gained':
      return 'mana';
    case 'attack':
      return 'assault';
    case 'turn-ended':
      return 'end';
    case 'game-over':
      return 'over';
    case undefined:
      return over ? 'over' : 'summoning';
    default:
      return 'summoning';
  }
}
