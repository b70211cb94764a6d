import { describe, expect, it } from 'vitest';
import { absoluteLink, isRoomCode, roomPath, seatFromFragment } from './onlineLinks';

describe('seat links', () => {
  it('read the seat and its secret from the fragment', () => {
    const url = new URL(absoluteLink('https://erret.example', '/play/online/abcdefgh#seat=C&secret=s3cr3t-seat-C'));
    expect(url.pathname).toBe('/play/online/abcdefgh');
    expect(url.search).toBe('');
    expect(seatFromFragment(url.hash)).toEqual({ seat: 'C', secret: 's3cr3t-seat-C' });
  });

  it('read nothing from an empty, foreign or malformed fragment', () => {
    expect(seatFromFragment('')).toBeNull();
    expect(seatFromFragment('#token=abcdefghij')).toBeNull();
    expect(seatFromFragment('#seat=E&secret=abcdefghij')).toBeNull();
    expect(seatFromFragment('#seat=A&secret=short')).toBeNull();
    expect(seatFromFragment('#seat=A&secret=has%20spaces%20in')).toBeNull();
  });

  it('accept only room codes of the server’s alphabet and escape the path', () => {
    expect(isRoomCode('abcdefgh')).toBe(true);
    expect(isRoomCode('abcdefg1')).toBe(false);
    expect(isRoomCode('../x')).toBe(false);
    expect(roomPath('ab/c')).toBe('/play/online/ab%2Fc');
  });
});
