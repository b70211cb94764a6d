import type { EngineEvent } from '../../engine';

/** One beat of the animation: an event that starts something, and the consequences that follow it. */
export interface AnimationStep {
  events: EngineEvent[];
}

const STARTERS = new Set<EngineEvent['type']>([
  'turn-started',
  'card-played',
  'ai-revealed',
  'attack',
  'turn-ended',
  'game-over',
]);

/** Splits what one action caused into beats: each attack, play or turn change with its Damage, destructions and so on. */
export function groupSteps(events: readonly EngineEvent[]): AnimationStep[] {
  const steps: AnimationStep[] = [];
  for (const e of events) {
    const last = steps.at(-1);
    if (!last || STARTERS.has(e.type)) steps.push({ events: [e] });
    else last.events.push(e);
  }
  return steps;
}

/** Milliseconds per beat at each speed of the speed control; 0 plays everything at once. */
export const STEP_DELAY = { slow: 1400, normal: 700, fast: 250, instant: 0 } as const;
export type AnimationSpeed = keyof typeof STEP_DELAY;
