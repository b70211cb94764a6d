/** A growing byte buffer for compact codes: unsigned varints (7 bits a byte) and short strings. */
export class ByteWriter {
  private bytes: number[] = [];

  uint(value: number): this {
    let v = Math.trunc(value);
    if (v < 0 || !Number.isSafeInteger(v)) throw new RangeError(`cannot encode ${value}`);
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
    return this;
  }

  text(value: string): this {
    const utf8 = new TextEncoder().encode(value);
    this.uint(utf8.length);
    for (const b of utf8) this.bytes.push(b);
    return this;
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Reads what ByteWriter wrote; every read past the end or out of range gives null, never throws. */
export class ByteReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  uint(max = Number.MAX_SAFE_INTEGER): number | null {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      if (this.at >= this.bytes.length) return null;
      const b = this.bytes[this.at++];
      value += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return value <= max ? value : null;
      scale *= 0x80;
    }
    return null;
  }

  text(maxBytes: number): string | null {
    const length = this.uint(maxBytes);
    if (length === null || this.at + length > this.bytes.length) return null;
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      return null;
    }
  }

  get done(): boolean {
    return this.at >= this.bytes.length;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Decodes base64url; null when a character is outside the alphabet or the length is impossible. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const v = k < chunk.length ? ALPHABET.indexOf(chunk[k]) : 0;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    const count = Math.floor((chunk.length * 6) / 8);
    for (let k = 0; k < count; k++) out.push((n >> (16 - 8 * k)) & 255);
  }
  return Uint8Array.from(out);
}
