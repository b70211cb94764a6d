import { describe, expect, it } from 'vitest';
import { getCard } from '../cards';
import { legalActions, type Action, type GameState } from '../engine';
import type { RoomEvent } from '../rooms/protocol';
import { groupSteps } from '../table/board/animationSteps';
import type { NarrationContext } from '../table/narration/narrate';
import { initOnlineUi, onlineReducer, type OnlineUi, type OnlineUiAction } from './onlineReducer';
import { duelGame, play, seatView, snapshotOf } from './testing';

const c: NarrationContext = { locale: 'en', name: (slug) => getCard(slug)?.name ?? slug, who: (p) => `seat ${p}` };
const run = (ui: OnlineUi, ...actions: OnlineUiAction[]) => actions.reduce((u, a) => onlineReducer(u, a, c), ui);

/** The opening, then one move: the game before, after, and the room events the server would send. */
function oneMove() {
  const created = duelGame();
  const s0 = created.state;
  const opening: RoomEvent = { version: 2, type: 'engine', seat: null, action: null, events: created.events };
  // A move of several beats (what a Creature's entry sets off, or a turn's end and the next one's start).
  const action: Action = [...legalActions(s0), { type: 'end-turn' } as const].find(
    (a) => groupSteps(play(s0, a).events).length > 1,
  )!;
  const r = play(s0, action);
  const move: RoomEvent = { version: 3, type: 'engine', seat: s0.active, action, events: r.events };
  return { s0, s1: r.state, opening, move, events: r.events };
}

function untilStill(ui: OnlineUi): OnlineUi {
  let next = ui;
  for (let i = 0; i < 100 && next.queue.length; i++) next = run(next, { type: 'tick' });
  return next;
}

describe('the online table’s state', () => {
  it('shows the first snapshot as it is, its history in the log', () => {
    const { s0, opening } = oneMove();
    const ui = run(initOnlineUi(), { type: 'snapshot', snapshot: snapshotOf(s0, 'A', 2, [opening]) });
    expect(ui.view).toEqual(seatView(s0, 'A').board);
    expect(ui.queue).toHaveLength(0);
    expect(ui.log.length).toBeGreaterThan(0);
  });

  it('stages a new move beat by beat, then ends exactly on the server’s board', () => {
    const { s0, s1, opening, move } = oneMove();
    let ui = run(initOnlineUi(), { type: 'snapshot', snapshot: snapshotOf(s0, 'B', 2, [opening]) });
    const logged = ui.log.length;
    ui = run(ui, { type: 'snapshot', snapshot: snapshotOf(s1, 'B', 3, [move]) });
    expect(ui.beat).not.toBeNull();
    expect(ui.log.length).toBeGreaterThan(logged);
    ui = untilStill(ui);
    expect(ui.view).toEqual(seatView(s1, 'B').board);
    expect(ui.beat).toBeNull();
  });

  it('stages nothing twice when a reconnection repeats a snapshot, and ignores an older one', () => {
    const { s0, s1, opening, move } = oneMove();
    let ui = run(
      initOnlineUi(),
      { type: 'snapshot', snapshot: snapshotOf(s0, 'A', 2, [opening]) },
      { type: 'snapshot', snapshot: snapshotOf(s1, 'A', 3, [move]) },
    );
    ui = untilStill(ui);
    const logged = ui.log.length;
    ui = run(ui, { type: 'snapshot', snapshot: snapshotOf(s1, 'A', 3, [move]) });
    expect(ui.queue).toHaveLength(0);
    expect(ui.log).toHaveLength(logged);
    const older = run(ui, { type: 'snapshot', snapshot: snapshotOf(s0, 'A', 2, [opening]) });
    expect(older).toBe(ui);
  });

  it('plays every beat at once when skipped or at instant speed', () => {
    const { s0, s1, opening, move } = oneMove();
    const first = run(initOnlineUi(), { type: 'snapshot', snapshot: snapshotOf(s0, 'A', 2, [opening]) });
    const skipped = run(first, { type: 'snapshot', snapshot: snapshotOf(s1, 'A', 3, [move]) }, { type: 'skip' });
    expect(skipped.queue).toHaveLength(0);
    expect(skipped.view).toEqual(seatView(s1, 'A').board);
    const instant = run(
      first,
      { type: 'speed', speed: 'instant' },
      { type: 'snapshot', snapshot: snapshotOf(s1, 'A', 3, [move]) },
    );
    expect(instant.queue).toHaveLength(0);
    expect(instant.view).toEqual(seatView(s1, 'A').board);
    expect(instant.log).toEqual(skipped.log);
  });

  it('forgets a selection when the turn passes, and a refusal once the next move is sent', () => {
    const { s0, opening } = oneMove();
    let s: GameState = s0;
    let ui = run(
      initOnlineUi(),
      { type: 'snapshot', snapshot: snapshotOf(s, s.active, 2, [opening]) },
      { type: 'select', selection: { kind: 'champion' } },
    );
    const r = play(s, { type: 'end-turn' });
    s = r.state;
    ui = run(
      ui,
      { type: 'error', error: { code: 'not-your-turn' } },
      {
        type: 'snapshot',
        snapshot: snapshotOf(s, 'A', 3, [
          { version: 3, type: 'engine', seat: s0.active, action: { type: 'end-turn' }, events: r.events },
        ]),
      },
    );
    expect(ui.selected).toBeNull();
    expect(run(ui, { type: 'sending', sending: true }).error).toBeNull();
  });
});
