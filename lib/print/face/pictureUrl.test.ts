import { describe, expect, it } from 'vitest';
import { fromBase64, pictureBytes, pictureUrl, toBase64 } from './pictureUrl';

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
