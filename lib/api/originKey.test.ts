import { describe, expect, it } from 'vitest';
import { decodeOriginKey, encodeOriginKey } from './originKey';

describe('origin keys', () => {
  it('carry an http(s) origin through one path segment and back', () => {
    for (const origin of [
      'http://localhost:3000',
      'https://erret.example',
      'http://192.168.7.7:3107',
      'http://[::1]:8080',
    ]) {
      const key = encodeOriginKey(new URL(origin));
      expect(key).toMatch(/^o-[A-Za-z0-9_-]+$/);
      expect(decodeOriginKey(key)?.origin).toBe(origin);
    }
  });

  it('refuse anything but a bare origin, without throwing', () => {
    const key = (text: string) => `o-${Buffer.from(text).toString('base64url')}`;
    for (const bad of [
      key('javascript:alert(1)'),
      key('http://a.example/path'),
      key('http://a b'),
      key('ftp://a.example'),
      key('http://a.example:3000/'),
      'o-',
      'o-%%%',
      'x-aHR0cDovL2E',
      key('http://a.example\u0000'),
    ]) {
      expect(decodeOriginKey(bad), bad).toBeNull();
    }
  });
});
