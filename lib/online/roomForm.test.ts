import { describe, expect, it } from 'vitest';
import { customPlayPoints } from '../engine';
import { DEFAULT_ROOM_FORM, roomRequest, roomSeats, type RoomForm } from './roomForm';

const codes = (form: RoomForm) => {
  const r = roomRequest(form);
  return r.ok ? [] : r.errors.map((e) => e.code);
};

describe('the Play online form', () => {
  it('asks for a Duel of two invited people by default', () => {
    expect(roomRequest(DEFAULT_ROOM_FORM)).toEqual({
      ok: true,
      request: { mode: 'duel', format: 'preconstructed', seats: [{ kind: 'person' }, { kind: 'person' }] },
    });
  });

  it('seats bots where asked, in the server’s seat order (Co-op: seats 1 and 3)', () => {
    const r = roomRequest({ ...DEFAULT_ROOM_FORM, mode: 'ffa', seats: { B: 'planner', D: 'greedy' } });
    expect(r.ok && r.request.seats).toEqual([
      { kind: 'person' },
      { kind: 'bot', bot: 'planner' },
      { kind: 'person' },
      { kind: 'bot', bot: 'greedy' },
    ]);
    expect(roomSeats('coop-quick')).toEqual(['A', 'C']);
  });

  it('sends Custom Play settings in Co-op Custom only, the Champion setting turning the module on', () => {
    const settings = { level: 0, fixedMana: 8 as const, aiFirst: true, resistance: true, champion: true };
    const custom = { ...settings, level: customPlayPoints(settings) };
    const r = roomRequest({ ...DEFAULT_ROOM_FORM, mode: 'coop-custom', format: 'draft', custom });
    expect(r.ok && r.request).toEqual({
      mode: 'coop',
      format: 'draft',
      champions: true,
      soloSettings: custom,
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    expect(roomRequest({ ...DEFAULT_ROOM_FORM, mode: 'coop-quick', champions: true, format: 'draft' })).toEqual({
      ok: true,
      request: { mode: 'coop', format: 'draft', seats: [{ kind: 'person' }, { kind: 'person' }] },
    });
  });

  it('refuses what the rules or the table forbid, each with its code', () => {
    expect(codes({ ...DEFAULT_ROOM_FORM, seats: { A: 'planner', B: 'greedy' } })).toEqual(['no-person']);
    expect(codes({ ...DEFAULT_ROOM_FORM, champions: true })).toEqual(['champion-precon']);
    expect(codes({ ...DEFAULT_ROOM_FORM, mode: 'coop-quick', format: 'constructed' })).toEqual(['coop-constructed']);
    expect(codes({ ...DEFAULT_ROOM_FORM, mode: 'coop-custom', custom: { level: 5, fixedMana: 6 } })).toEqual([
      'custom-points',
    ]);
  });
});
