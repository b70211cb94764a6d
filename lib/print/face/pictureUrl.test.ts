import { describe, expect, it } from 'vitest';
import { fromBase64, pictureBytes, pictureProblem, pictureUrl, toBase64 } from './pictureUrl';

const base = { mime: 'image/png' as const, width: 1, height: 1, zoom: 1, offsetX: 0, offsetY: 0 };

describe('pictureUrl / pictureBytes', () => {
  it('round-trips bytes of every length through base64 like Node does', () => {
    for (let n = 0; n < 8; n++) {
      const bytes = new Uint8Array(Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255));
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    }
  });

  it('turns bytes into a data URL and a data URL back into bytes', () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const url = pictureUrl({ ...base, bytes });
    expect(url).toBe('data:image/png;base64,iVBORw==');
    expect(pictureBytes({ ...base, dataUrl: url })).toEqual(bytes);
  });

  it('refuses a data URL that is not base64', () => {
    expect(() => pictureBytes({ ...base, dataUrl: 'data:image/png,abc' })).toThrow(/base64 data URL/);
  });
});

describe('pictureProblem', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it('accepts bytes that match their type', () => {
    expect(pictureProblem({ ...base, bytes: png })).toBeNull();
    expect(pictureProblem({ ...base, dataUrl: pictureUrl({ ...base, bytes: png }) })).toBeNull();
  });

  it('refuses a text file calling itself a PNG, a PNG calling itself a JPEG, and bad sizes', () => {
    expect(pictureProblem({ ...base, bytes: new TextEncoder().encode('hello, I am text') })).toMatch(/not a real PNG/);
    expect(pictureProblem({ ...base, mime: 'image/jpeg', bytes: png })).toMatch(/not a real JPEG/);
    expect(pictureProblem({ ...base, bytes: png, width: 0 })).toMatch(/whole pixels/);
    expect(pictureProblem({ ...base, mime: 'image/gif' as 'image/png', bytes: png })).toMatch(/PNG or a JPEG/);
  });
});
