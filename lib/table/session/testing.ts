import { getCard } from '../../cards';
import { groupSteps } from '../board/animationSteps';
import { viewOf, type BoardView } from '../board/boardView';
import type { NarrationContext } from '../narration/narrate';
import type { BeatStaging } from './beatQueue';
import { actInSession, startSession } from './tableSession';

/** Narration in English, for tests: cards by name, seat A as "you". */
export const narration: NarrationContext = {
  locale: 'en',
  name: (s) => getCard(s)?.name ?? s,
  who: (p) => (p === 'A' ? 'you' : 'the AI'),
};

/** A Solo game's first turn ended: its beats queued on the board before it, and the position they end on. */
export function endedTurn(): { staging: BeatStaging; settled: BoardView } {
  const r = startSession({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 8 });
  if (!r.ok) throw new Error(r.error.message);
  const played = actInSession(r.session, { type: 'end-turn' });
  if (!played.ok) throw new Error(played.error.code);
  const staging: BeatStaging = {
    view: viewOf(r.session.state),
    queue: groupSteps(played.session.lastEvents),
    log: [],
    announcement: '',
    nextId: 0,
    speed: 'normal',
    beat: null,
    stage: null,
  };
  return { staging, settled: viewOf(played.session.state) };
}
