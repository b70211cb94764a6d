import { describe, expect, it } from 'vitest';
import { readHost } from './onlineRoomMemory';

const kept = {
  hostSecret: 'h0st-secret',
  invites: [{ seat: 'B', url: '/play/online/abcdefgh#seat=B&secret=xyzxyzxyz' }],
  watchUrl: '/play/online/abcdefgh',
};

describe('the creator’s memory of a room', () => {
  it('reads back what was kept', () => {
    expect(readHost(JSON.stringify(kept))).toEqual(kept);
  });

  it('trusts nothing else: no memory, broken text, a link to another site', () => {
    expect(readHost(null)).toBeNull();
    expect(readHost('{')).toBeNull();
    expect(readHost(JSON.stringify({ ...kept, invites: [{ seat: 'B', url: 'https://evil.example/x' }] }))).toBeNull();
    expect(readHost(JSON.stringify({ ...kept, hostSecret: 3 }))).toBeNull();
  });
});
