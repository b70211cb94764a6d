import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { coverDpi, KEEP_LONG_SIDE, keptSize, processChampionPicture, type PictureResult } from './image';

/** A deterministic photo-like picture (noise compresses badly, like a real photo). */
function noise(width: number, height: number, channels: 3 | 4 = 3) {
  const data = Buffer.alloc(width * height * channels);
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = seed >>> 24;
  }
  return sharp(data, { raw: { width, height, channels } });
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

function expectOk(result: PictureResult) {
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result;
}

function expectError(result: PictureResult, code: string) {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe(code);
  expect(result.error.messageFr.length).toBeGreaterThan(0);
  return result.error;
}

describe('processChampionPicture accepts PNG, JPEG and WebP by content', () => {
  it('re-encodes a large PNG to a PNG that still covers the art frame at 2 × 300 DPI', async () => {
    const input = await solid(2400, 1800).png().toBuffer();
    const result = expectOk(await processChampionPicture(input));
    expect([result.width, result.height, result.mime]).toEqual([1280, 960, 'image/png']);
    const meta = await sharp(result.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 960]);
    expect(coverDpi(result.width, result.height)).toBeGreaterThanOrEqual(600);
    expect(result.warnings).toEqual([]);
  });

  it('keeps a panorama whole but caps its long side, so that it cannot weigh tens of MB', async () => {
    const result = expectOk(await processChampionPicture(await noise(1000, 8000).jpeg().toBuffer()));
    expect([result.width, result.height]).toEqual([375, KEEP_LONG_SIDE]);
    expect(result.bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect(keptSize(7000, 1000)).toEqual({ width: KEEP_LONG_SIDE, height: 429 });
    expect(keptSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('turns a JPEG upright and strips its metadata', async () => {
    const input = await noise(800, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = expectOk(await processChampionPicture(input));
    expect([result.width, result.height]).toEqual([600, 800]);
    const meta = await sharp(result.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(result.bytes).includes('secret owner')).toBe(false);
  });

  it('keeps a small WebP as it is and warns that it will print soft', async () => {
    const input = await noise(300, 240).webp().toBuffer();
    const result = expectOk(await processChampionPicture(input));
    expect([result.width, result.height]).toEqual([300, 240]);
    expect(result.warnings.map((w) => w.code)).toEqual(['low-resolution']);
    expect(result.warnings[0].message).toMatch(/about 152 DPI/);
  });

  it('keeps transparency', async () => {
    const input = await noise(700, 560, 4).png().toBuffer();
    const result = expectOk(await processChampionPicture(input));
    expect((await sharp(result.bytes).metadata()).hasAlpha).toBe(true);
  });
});

describe('processChampionPicture refuses', () => {
  it('an empty file', async () => {
    expectError(await processChampionPicture(new Uint8Array()), 'empty');
  });

  it('a text file named .png, whatever its name', async () => {
    const error = expectError(
      await processChampionPicture(new TextEncoder().encode('hello, I am not a picture\n')),
      'not-a-picture',
    );
    expect(error.message).toMatch(/not a picture.*whatever its name/);
  });

  it('a 20 MB upload before reading it', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = expectError(await processChampionPicture(big), 'too-large');
    expect(error.message).toBe('The picture weighs 20.0 MB: the limit is 5 MB.');
    expect(error.messageFr).toBe('L’image pèse 20,0 Mo : la limite est de 5 Mo.');
  });

  it('an SVG, a GIF and a PDF, naming their format', async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(expectError(await processChampionPicture(svg), 'unsupported-format').message).toMatch(/SVG/);
    const gif = await solid(10, 10).gif().toBuffer();
    expect(expectError(await processChampionPicture(gif), 'unsupported-format').message).toMatch(/GIF/);
    expect(
      expectError(await processChampionPicture(new TextEncoder().encode('%PDF-1.7\n')), 'unsupported-format').message,
    ).toMatch(/PDF/);
  });

  it('a truncated PNG', async () => {
    const full = await noise(600, 500).png().toBuffer();
    expectError(await processChampionPicture(full.subarray(0, Math.floor(full.length / 2))), 'damaged');
  });

  it('a PNG signature followed by something else', async () => {
    const jpeg = await solid(20, 20).jpeg().toBuffer();
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expectError(await processChampionPicture(fake), 'damaged');
  });

  it('a picture wider than 8000 pixels', async () => {
    const wide = await solid(8001, 10).png().toBuffer();
    expect(expectError(await processChampionPicture(wide), 'too-many-pixels').message).toBe(
      'The picture is 8001 × 10 pixels: at most 8000 pixels per side.',
    );
  });

  it('a decompression bomb: a tiny file whose header claims 60000 × 60000 pixels', async () => {
    const png = Buffer.from(await solid(1, 1).png().toBuffer());
    // IHDR starts at byte 8: length (4), type (4), width (4), height (4)... then its CRC over type + data.
    png.writeUInt32BE(60000, 16);
    png.writeUInt32BE(60000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(png.length).toBeLessThan(200);
    expectError(await processChampionPicture(png), 'too-many-pixels');
  });

  it('a small file that decodes huge: 8000 × 8000 at 16 bits, refused from its header', async () => {
    const png = Buffer.from(await solid(2, 2).toColourspace('rgb16').png().toBuffer());
    expect(png.readUInt8(24)).toBe(16);
    png.writeUInt32BE(8000, 16);
    png.writeUInt32BE(8000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const error = expectError(await processChampionPicture(png), 'too-many-pixels');
    expect(error.message).toBe(
      'The picture is 8000 × 8000 pixels: at most 48 million pixels can be read (half as many for a 16-bit picture).',
    );
  });

  it('but the same size at 8 bits fits', async () => {
    const png = Buffer.from(await solid(2, 2).png().toBuffer());
    png.writeUInt32BE(6000, 16);
    png.writeUInt32BE(6000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    // Its header passes the size checks; the truncated pixel data is what is refused.
    expectError(await processChampionPicture(png), 'damaged');
  });
});
