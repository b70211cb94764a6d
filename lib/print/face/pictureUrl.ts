import type { FacePicture } from './types';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 without Buffer or btoa, so the same code runs in Node, browsers and workers. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out +=
      B64[(n >> 18) & 63] +
      B64[(n >> 12) & 63] +
      (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') +
      (i + 2 < bytes.length ? B64[n & 63] : '=');
  }
  return out;
}

export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (B64.indexOf(clean[i]) << 18) |
      (B64.indexOf(clean[i + 1]) << 12) |
      ((B64.indexOf(clean[i + 2]) & 63) << 6) |
      (B64.indexOf(clean[i + 3]) & 63);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** A URL an <image> can show. */
export function pictureUrl(picture: FacePicture): string {
  if (picture.dataUrl) return picture.dataUrl;
  return `data:${picture.mime};base64,${toBase64(picture.bytes ?? new Uint8Array())}`;
}

/** The picture's bytes, decoding a data: URL when needed. */
export function pictureBytes(picture: FacePicture): Uint8Array {
  if (picture.bytes) return picture.bytes;
  const comma = picture.dataUrl?.indexOf(',') ?? -1;
  if (!picture.dataUrl || comma < 0 || !picture.dataUrl.slice(0, comma).endsWith(';base64'))
    throw new Error('The picture must be a base64 data URL or bytes');
  return fromBase64(picture.dataUrl.slice(comma + 1));
}

const SIGNATURES: Record<FacePicture['mime'], number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Why a picture cannot be printed, or null when it can: the bytes must be the format they claim. */
export function pictureProblem(picture: FacePicture): string | null {
  const signature = SIGNATURES[picture.mime];
  if (!signature) return 'The picture must be a PNG or a JPEG';
  if (![picture.width, picture.height].every((n) => Number.isInteger(n) && n > 0))
    return 'The picture size must be whole pixels';
  let bytes: Uint8Array;
  try {
    bytes = pictureBytes(picture);
  } catch (error) {
    return (error as Error).message;
  }
  if (!signature.every((b, i) => bytes[i] === b))
    return `The picture is not a real ${picture.mime === 'image/png' ? 'PNG' : 'JPEG'} file`;
  return null;
}
