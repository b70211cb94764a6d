import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from './limits';
import { bilingual } from './messages';
import { sniffImage } from './sniff';
import type { DesignWarning } from './types';

// Server only (sharp is native): never import this file from client code.

export { PICTURE_MAX_BYTES };
export const PICTURE_MAX_SIDE = 8000;
/**
 * The most samples decoded for one picture, 16-bit ones counting double: a 48-megapixel photo
 * passes, while a small file that inflates to 8000 × 8000 at 16 bits (a second of CPU) is refused
 * from its header, before a pixel is decoded.
 */
export const PICTURE_MAX_MEGAPIXELS = 48;
/** The art frame of the card face, and the print resolution it should reach. */
export const ART_FRAME_MM = { width: 50, height: 40 } as const;
export const PRINT_DPI = 300;
/**
 * The picture is kept large enough to cover twice the 300 DPI size of the art frame
 * (2 × 591 × 472 px), so a player can zoom in 2× and still print sharp; more is only weight.
 */
export const KEEP_COVER = { width: 1200, height: 960 } as const;
/**
 * The longest side kept. Panning needs the picture's whole length, but a panorama kept at full
 * size (say 1000 × 8000) would weigh tens of MB and cost every print and image that decodes it.
 */
export const KEEP_LONG_SIDE = 3000;

/** The size kept for a picture of `width` × `height` (upright): covering KEEP_COVER, never enlarged, its long side capped. */
export function keptSize(width: number, height: number): { width: number; height: number } {
  const cover = Math.min(1, Math.max(KEEP_COVER.width / width, KEEP_COVER.height / height));
  const scale = Math.min(cover, KEEP_LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type PictureError = DesignWarning;
export type PictureResult =
  | { ok: true; bytes: Uint8Array; width: number; height: number; mime: 'image/png'; warnings: DesignWarning[] }
  | { ok: false; error: PictureError };

function fail(code: string, ...message: Parameters<typeof bilingual>): PictureResult {
  return { ok: false, error: { code, ...bilingual(...message) } };
}

/** The DPI when the picture covers the art frame without zoom. */
export function coverDpi(width: number, height: number): number {
  return Math.floor(25.4 * Math.min(width / ART_FRAME_MM.width, height / ART_FRAME_MM.height));
}

/**
 * Checks an uploaded picture by its content and re-encodes it: upright, sRGB, no metadata,
 * PNG (the one format that the PDF writer, card images and browsers all read, with transparency).
 */
export async function processChampionPicture(bytes: Uint8Array): Promise<PictureResult> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return fail('empty', 'imgEmpty');
  if (bytes.length > PICTURE_MAX_BYTES) {
    const size = (bytes.length / 1024 / 1024).toFixed(1);
    return fail('too-large', 'imgTooLarge', { size, max: 5 }, { size: size.replace('.', ','), max: 5 });
  }
  const sniffed = sniffImage(bytes);
  if (!sniffed) return fail('not-a-picture', 'imgNotPicture');
  if ('other' in sniffed) return fail('unsupported-format', 'imgUnsupported', { format: sniffed.other });

  // Only the header is read here (no pixel is decoded), so a decompression bomb is measured
  // and refused with its size; the decoder below still enforces the pixel limit itself.
  const options = { limitInputPixels: PICTURE_MAX_SIDE * PICTURE_MAX_SIDE, failOn: 'warning' as const };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return fail('damaged', 'imgDamaged');
  }
  if (meta.format !== sniffed.accepted || !meta.width || !meta.height) return fail('damaged', 'imgDamaged');
  if (meta.width > PICTURE_MAX_SIDE || meta.height > PICTURE_MAX_SIDE) {
    return fail('too-many-pixels', 'imgTooManyPixels', {
      width: meta.width,
      height: meta.height,
      max: PICTURE_MAX_SIDE,
    });
  }
  const deep = meta.depth === 'ushort' || meta.depth === 'short' || meta.depth === 'float' || meta.depth === 'double';
  if (meta.width * meta.height * (deep ? 2 : 1) > PICTURE_MAX_MEGAPIXELS * 1e6) {
    return fail('too-many-pixels', 'imgTooManyMegapixels', {
      width: meta.width,
      height: meta.height,
      max: PICTURE_MAX_MEGAPIXELS,
    });
  }

  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const kept = keptSize(quarterTurn ? meta.height : meta.width, quarterTurn ? meta.width : meta.height);
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ ...kept, fit: 'fill' })
      .toColourspace('srgb')
      // Adaptive filtering halves a photo's PNG; level 9 gains a few % for several times the time.
      .png({ compressionLevel: 6, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    const dpi = coverDpi(info.width, info.height);
    const warnings = dpi < PRINT_DPI ? [{ code: 'low-resolution', ...bilingual('imgLowResolution', { dpi }) }] : [];
    return {
      ok: true,
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      mime: 'image/png',
      warnings,
    };
  } catch {
    return fail('damaged', 'imgDamaged');
  }
}
