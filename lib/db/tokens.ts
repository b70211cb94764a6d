import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A public id: 64 random bits, 11 URL-safe characters. */
export function newId(): string {
  return randomBytes(8).toString('base64url');
}

/** A private edit token: 192 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time check of a presented token against a stored hash. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
