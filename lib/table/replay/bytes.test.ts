import { describe, expect, it } from 'vitest';
import { ByteReader, ByteWriter, fromBase64Url, toBase64Url } from './bytes';

describe('ByteWriter / ByteReader', () => {
  it('round-trips varints of every size and UTF-8 text', () => {
    const values = [0, 1, 127, 128, 300, 16383, 16384, 2 ** 32 - 1, 2 ** 40 + 5];
    const w = new ByteWriter();
    for (const v of values) w.uint(v);
    w.text('Défenseur ✦');
    const r = new ByteReader(w.toBytes());
    expect(values.map(() => r.uint())).toEqual(values);
    expect(r.text(100)).toBe('Défenseur ✦');
    expect(r.done).toBe(true);
  });

  it('gives null past the end, above a maximum, or on invalid UTF-8', () => {
    expect(new ByteReader(Uint8Array.from([0x80])).uint()).toBeNull();
    expect(new ByteReader(Uint8Array.from([9])).uint(8)).toBeNull();
    expect(new ByteReader(Uint8Array.from([5, 65])).text(10)).toBeNull();
    expect(new ByteReader(Uint8Array.from([2, 0xc3, 0x28])).text(10)).toBeNull();
    expect(() => new ByteWriter().uint(-1)).toThrow(RangeError);
  });
});

describe('base64url', () => {
  it('round-trips every length and matches Node', () => {
    for (let n = 0; n < 20; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 13) & 255);
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(Array.from(fromBase64Url(text)!)).toEqual(Array.from(bytes));
    }
  });

  it('refuses characters outside the alphabet and impossible lengths', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});
