import type { GameSetup } from '../setup/gameSetup';
import { groupSteps, type AnimationStep } from '../board/animationSteps';
import { applyEvent, viewOf, type BoardView } from '../board/boardView';
import { narrateEvent, narrateStep, type NarrationContext } from './narrate';
import type { RecordedAction } from '../replay/replayActions';
import { replayGame } from '../replay/replayGame';

/** One line of the table's log: a sentence, the rule it applied, and the turn it belongs to (the log is grouped by turn). */
export interface LogEntry {
  id: number;
  text: string;
  rule: string;
  turn: number;
}

/**
 * One beat played on a view: the view after it, its log lines (an attack's own line names its
 * targets and what they suffered; the lines after it keep each rule) and its one-sentence summary.
 */
export function narrateBeat(
  view: BoardView,
  step: AnimationStep,
  base: NarrationContext,
  firstId: number,
): { view: BoardView; lines: LogEntry[]; said: string } {
  const c: NarrationContext = { ...base, creatureAt: (at) => view.lines[at.line]?.[at.player]?.[at.index]?.card };
  let after = view;
  const lines = step.events.map((e, i) => {
    after = applyEvent(after, e);
    return {
      id: firstId + i,
      text: i === 0 && e.type === 'attack' ? narrateStep(step, c) : narrateEvent(e, c),
      rule: e.rule,
      turn: after.turn,
    };
  });
  return { view: after, lines, said: narrateStep(step, c) };
}

/**
 * The whole log of a game from its seed and moves, as the table wrote it while playing: each
 * move's beats narrated on the board as it stood before that move. A game restored after a
 * reload gets its history back this way.
 */
export function historyLog(
  replay: { setup: GameSetup; actions: RecordedAction[] },
  c: NarrationContext,
): { log: LogEntry[]; said: string[] } {
  const replayed = replayGame(replay);
  const log: LogEntry[] = [];
  let said: string[] = [];
  replayed.steps.forEach((step, i) => {
    let view = viewOf(replayed.steps[Math.max(0, i - 1)].state);
    said = [];
    for (const beat of groupSteps(step.events)) {
      const r = narrateBeat(view, beat, c, log.length);
      view = r.view;
      log.push(...r.lines);
      said.push(r.said);
    }
  });
  return { log, said };
}
