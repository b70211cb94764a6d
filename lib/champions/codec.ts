import { ENCODED_ABILITIES, encodeAbility } from '../cards/abilityCodes';
import { crc32 } from './crc32';
import { validateChampionDesign } from './design';
import { bilingual } from './messages';
import type { ChampionDesign, DesignWarning } from './types';

/**
 * Format 1, as bytes before base64url: version, attack (255 = X), health, ability count,
 * one byte per ability (its number in ENCODED_ABILITIES: index × 2 + Aura bit), the name in UTF-8, then the
 * CRC-32 of everything before it. The string starts with the version digit so a later format
 * can change everything after it.
 */
const VERSION = 1;
const X_ATTACK = 255;
const CHECKSUM_BYTES = 4;
const MAX_CODE_LENGTH = 400;

export type CodecError = DesignWarning;
export type DecodeResult = { ok: true; design: ChampionDesign } | { ok: false; error: CodecError };

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Unused trailing bits would let two strings decode alike: only the canonical one is ours.
  return toBase64Url(bytes) === text ? bytes : null;
}

/** A short URL-safe code for a valid design (the picture is not included). */
export function encodeChampion(design: ChampionDesign): string {
  const checked = validateChampionDesign(design);
  if (!checked.ok) throw new TypeError(`Cannot encode an invalid Champion: ${checked.errors[0].message}`);
  const { name, attack, health, abilities } = checked.design;
  const name8 = new TextEncoder().encode(name);
  const codes = abilities.map((a) => encodeAbility(a.ability, a.aura));
  const body = Uint8Array.from([VERSION, attack === 'X' ? X_ATTACK : attack, health, codes.length, ...codes, ...name8]);
  const sum = crc32(body);
  const bytes = Uint8Array.from([...body, sum >>> 24, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff]);
  return `${VERSION}${toBase64Url(bytes)}`;
}

function failure(code: string, ...message: Parameters<typeof bilingual>): DecodeResult {
  return { ok: false, error: { code, ...bilingual(...message) } };
}

function unpack(bytes: Uint8Array): unknown {
  const count = bytes[3];
  const abilities = Array.from(bytes.subarray(4, 4 + count), (code) => ({
    ability: ENCODED_ABILITIES[code >> 1] ?? `#${code >> 1}`,
    aura: (code & 1) === 1,
  }));
  const name = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(4 + count));
  return { name, attack: bytes[1] === X_ATTACK ? 'X' : bytes[1], health: bytes[2], abilities };
}

/** Reads a code from a URL: never throws, and only ever returns a valid design. */
export function decodeChampion(code: unknown): DecodeResult {
  if (typeof code !== 'string' || code.trim() === '') return failure('empty', 'codecEmpty');
  const text = code.trim();
  if (text.length > MAX_CODE_LENGTH) return failure('too-long', 'codecTooLong');
  if (text[0] !== String(VERSION))
    return /^[0-9]$/.test(text[0]) ? failure('version', 'codecVersion') : failure('malformed', 'codecMalformed');
  const bytes = fromBase64Url(text.slice(1));
  if (!bytes || bytes.length < 4 + CHECKSUM_BYTES) return failure('malformed', 'codecMalformed');
  const body = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  const stored = new DataView(bytes.buffer, bytes.byteOffset + body.length).getUint32(0);
  if (crc32(body) !== stored || body[0] !== VERSION) return failure('checksum', 'codecChecksum');
  if (4 + body[3] > body.length) return failure('malformed', 'codecMalformed');
  let raw: unknown;
  try {
    raw = unpack(body);
  } catch {
    return failure('malformed', 'codecMalformed');
  }
  const checked = validateChampionDesign(raw);
  if (!checked.ok) {
    const first = checked.errors[0];
    return failure('invalid', 'codecInvalid', { reason: first.message }, { reason: first.messageFr });
  }
  return { ok: true, design: checked.design };
}
