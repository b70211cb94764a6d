import { describe, expect, it } from 'vitest';
import { tableScreenReducer, type TableScreen } from './tableScreen';
import { endedTurn, narration as c } from './testing';

/** A screen with a Solo game's first turn ended and its beats queued, a refusal on show. */
function screen() {
  const { staging, settled } = endedTurn();
  const ui: TableScreen = { ...staging, selected: null, error: { code: 'not-your-turn' } };
  return { ui, settled: () => settled };
}

describe('tableScreenReducer', () => {
  it('a selection clears the refusal on show; a refusal leaves the selection alone', () => {
    const { ui, settled } = screen();
    const picked = tableScreenReducer(ui, { type: 'select', selection: { kind: 'champion' } }, c, settled);
    expect(picked.selected).toEqual({ kind: 'champion' });
    expect(picked.error).toBeNull();
    const refused = tableScreenReducer(picked, { type: 'error', error: { code: 'no-target' } }, c, settled);
    expect(refused.error).toEqual({ code: 'no-target' });
    expect(refused.selected).toEqual({ kind: 'champion' });
  });

  it('tick plays one beat, skip all of them onto the settled board, "instant" likewise', () => {
    const { ui, settled } = screen();
    const ticked = tableScreenReducer(ui, { type: 'tick' }, c, settled);
    expect(ticked.queue).toHaveLength(ui.queue.length - 1);
    expect(ticked.beat).toBe(ui.queue[0]);
    const skipped = tableScreenReducer(ticked, { type: 'skip' }, c, settled);
    expect(skipped.queue).toEqual([]);
    expect(skipped.view).toBe(settled());
    const instant = tableScreenReducer(ui, { type: 'speed', speed: 'instant' }, c, settled);
    expect(instant.log).toEqual(skipped.log);
    expect(tableScreenReducer(ui, { type: 'speed', speed: 'fast' }, c, settled).queue).toBe(ui.queue);
  });
});
