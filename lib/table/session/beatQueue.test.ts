import { describe, expect, it } from 'vitest';
import type { BoardView } from '../board/boardView';
import { flushBeats, nextBeat, playBeat, withSpeed } from './beatQueue';
import { endedTurn, narration as c } from './testing';

describe('beat staging', () => {
  it('one beat at a time: the log and the board follow it, and after the last the board is the settled one', () => {
    const { staging, settled } = endedTurn();
    const beats = staging.queue.length;
    expect(beats).toBeGreaterThan(2);
    let ui = nextBeat(staging, c, () => settled);
    expect(ui.queue).toHaveLength(beats - 1);
    expect(ui.log.length).toBeGreaterThan(0);
    expect(ui.log.map((l) => l.id)).toEqual(ui.log.map((_, i) => i));
    expect(ui.nextId).toBe(ui.log.length);
    expect(ui.beat).toBe(staging.queue[0]);
    expect(ui.stage?.marks.rule).toBe(staging.queue[0].events[0].rule);
    expect(ui.announcement).not.toBe('');
    while (ui.queue.length) ui = nextBeat(ui, c, () => settled);
    expect(ui.view).toBe(settled);
    expect(ui.beat).toBeNull();
    expect(ui.stage).toBeNull();
    // Nothing left to play: nothing changes.
    expect(nextBeat(ui, c, () => settled)).toBe(ui);
  });

  it('all at once: the same log, the last three beats said together, the settled board', () => {
    const { staging, settled } = endedTurn();
    let stepped = staging;
    while (stepped.queue.length) stepped = nextBeat(stepped, c, () => settled);
    const flushed = flushBeats(staging, c, () => settled);
    expect(flushed.log).toEqual(stepped.log);
    expect(flushed.queue).toEqual([]);
    expect(flushed.view).toBe(settled);
    expect(flushed.announcement.split('. ').length).toBeGreaterThanOrEqual(3);
    expect(flushed.beat).toBeNull();
  });

  it('no board yet (an online room before its first snapshot): a beat is not played', () => {
    const { staging } = endedTurn();
    const empty = { ...staging, view: null as BoardView | null };
    expect(playBeat(empty, staging.queue[0], c)).toBe(empty);
    expect(nextBeat(empty, c, () => null)).toBe(empty);
  });

  it('the speed: "instant" plays what is queued at once, another speed leaves the queue alone', () => {
    const { staging, settled } = endedTurn();
    const slow = withSpeed(staging, 'slow', c, () => settled);
    expect(slow.speed).toBe('slow');
    expect(slow.queue).toBe(staging.queue);
    const instant = withSpeed(staging, 'instant', c, () => settled);
    expect(instant.speed).toBe('instant');
    expect(instant.queue).toEqual([]);
    expect(instant.view).toBe(settled);
  });
});
