import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { actInSession, canUndo, startSession, undoInSession, type TableSession } from './tableSession';

function start(): TableSession {
  const r = startSession({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 21 });
  if (!r.ok) throw new Error(r.error.message);
  return r.session;
}

const firstPlay = (s: TableSession) => legalActions(s.state).find((a) => a.type === 'play')!;

describe('table session', () => {
  it('records plays by card id and undoes them within the Summoning, back to the exact same state', () => {
    const s0 = start();
    expect(canUndo(s0)).toBe(false);
    const r1 = actInSession(s0, firstPlay(s0));
    if (!r1.ok) throw new Error(r1.error.message);
    expect(typeof (r1.session.actions[0] as { card: number }).card).toBe('number');
    expect(canUndo(r1.session)).toBe(true);
    const undone = undoInSession(r1.session);
    expect(JSON.stringify(undone.state)).toBe(JSON.stringify(s0.state));
    expect(undone.actions).toEqual([]);
    expect(undone.events).toEqual(s0.events);
  });

  it('cannot undo past the end of a turn', () => {
    const s0 = start();
    const r = actInSession(s0, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.session.turnStart).toBe(1);
    expect(canUndo(r.session)).toBe(false);
    expect(undoInSession(r.session)).toBe(r.session);
  });

  it('a refused move changes nothing and returns the engine error', () => {
    const s0 = start();
    const r = actInSession(s0, { type: 'play', card: 'no-such-card', line: 'top' });
    expect(!r.ok && r.error.code).toBe('not-playable');
    const champion = actInSession(s0, { type: 'champion', line: 'top' });
    expect(!champion.ok && champion.error.code).toBe('champion-unavailable');
    expect(s0.actions).toEqual([]);
  });

  it('reports a bad setup without throwing', () => {
    const r = startSession({ mode: 'solo', format: 'constructed', decks: { A: ['baron'] }, seed: 1 });
    expect(!r.ok && r.error.code).toBe('bad-setup');
  });
});
