import type { AnimationSpeed, AnimationStep } from '../board/animationSteps';
import type { BoardView } from '../board/boardView';
import { beatStage, type BeatMarks } from '../board/beatStage';
import { narrateBeat, type LogEntry } from '../narration/logEntries';
import { narrateStep, type NarrationContext } from '../narration/narrate';

/**
 * Moves staged on a board beat by beat, as the local and the online table both do: what the
 * board shows now, the beats still to show, the log and the last sentence said.
 */
export interface BeatStaging {
  /** Behind the real position while beats are still playing (null: nothing to draw yet). */
  view: BoardView | null;
  queue: AnimationStep[];
  log: LogEntry[];
  /** The last beat in one sentence, for the aria-live region. */
  announcement: string;
  nextId: number;
  speed: AnimationSpeed;
  /** The beat on show while an animation runs. */
  beat: AnimationStep | null;
  /** How the board draws that beat: its Creatures still in place, and what to animate on them. */
  stage: { view: BoardView; marks: BeatMarks } | null;
}

/** Plays one beat: the board moves on by its events, the log and the announcement say what happened. */
export function playBeat<T extends BeatStaging>(ui: T, step: AnimationStep, c: NarrationContext): T {
  const from = ui.view;
  if (!from) return ui;
  const { view, lines, said } = narrateBeat(from, step, c, ui.nextId);
  return {
    ...ui,
    view,
    log: [...ui.log, ...lines],
    announcement: said,
    nextId: ui.nextId + lines.length,
    beat: step,
    stage: beatStage(from, step),
  };
}

/**
 * Every queued beat at once, the last three said together. The view rebuilt from events must
 * end where the game is, so the board then takes `settled` (the engine's or the server's word).
 */
export function flushBeats<T extends BeatStaging>(ui: T, c: NarrationContext, settled: () => T['view']): T {
  let next = ui;
  for (const step of ui.queue) next = playBeat(next, step, c);
  const announcement =
    ui.queue.length > 1
      ? ui.queue
          .map((s) => narrateStep(s, c))
          .slice(-3)
          .join('. ')
      : next.announcement;
  return { ...next, queue: [], view: settled(), announcement, beat: null, stage: null };
}

/** The next queued beat; after the last one the board takes `settled`. */
export function nextBeat<T extends BeatStaging>(ui: T, c: NarrationContext, settled: () => T['view']): T {
  const [step, ...rest] = ui.queue;
  if (!step || !ui.view) return ui;
  const next = playBeat({ ...ui, queue: rest }, step, c);
  return rest.length ? next : { ...next, view: settled() ?? next.view, beat: null, stage: null };
}

/** A new animation speed; "instant" shows every queued beat at once. */
export function withSpeed<T extends BeatStaging>(
  ui: T,
  speed: AnimationSpeed,
  c: NarrationContext,
  settled: () => T['view'],
): T {
  return speed === 'instant' ? flushBeats({ ...ui, speed }, c, settled) : { ...ui, speed };
}
