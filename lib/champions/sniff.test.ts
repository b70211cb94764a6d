import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('sniffImage', () => {
  it('recognises the accepted formats by their signatures', () => {
    expect(sniffImage(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0]))).toEqual({ accepted: 'png' });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ accepted: 'jpeg' });
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({ accepted: 'webp' });
  });

  it('does not take another RIFF file for a WebP', () => {
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
  });

  it('names other picture formats so the message can say what the file is', () => {
    expect(sniffImage(bytes('GIF89a'))).toEqual({ other: 'GIF' });
    expect(sniffImage(bytes('BM', [0, 0, 0, 0]))).toEqual({ other: 'BMP' });
    expect(sniffImage(bytes([0x49, 0x49, 0x2a, 0]))).toEqual({ other: 'TIFF' });
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypheic'))).toEqual({ other: 'HEIC/AVIF' });
  });

  it('finds an SVG behind a byte-order mark, an XML declaration, comments or a doctype', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ other: 'SVG' });
    expect(
      sniffImage(bytes('\uFEFF  <?xml version="1.0"?>\n<!-- art -->\n<!DOCTYPE svg PUBLIC "x" "y">\n<SVG>')),
    ).toEqual({ other: 'SVG' });
  });

  it('calls anything else not a picture', () => {
    expect(sniffImage(bytes('hello'))).toBeNull();
    expect(sniffImage(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
