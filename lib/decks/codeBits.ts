// Bit-level pieces of the deck code (see CODES.md): base64url symbols, CRC-30 and the
// combinatorial number system.

export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const CODE_LENGTH = 16;
/** Separates the 16-character card part from the optional Champion id. */
export const CHAMPION_SEPARATOR = '.';
const SYMBOL_BITS = 6n;
export const VERSION_BITS = 6n;
export const RANK_BITS = 60n;
export const CHECK_BITS = 30n;

// CRC-30/CDMA: a degree-30 generator with a constant term detects every error burst of up
// to 30 bits, so any single changed character (6 bits) is caught.
const CRC_POLY = 0x2030b9c7;
const CRC_MASK = 0x3fffffff;

export function crc30(data: bigint, bits: bigint): number {
  let crc = CRC_MASK;
  for (let i = bits - 1n; i >= 0n; i--) {
    const bit = Number((data >> i) & 1n);
    const top = (crc >>> 29) & 1;
    crc = (crc << 1) & CRC_MASK;
    if (top ^ bit) crc ^= CRC_POLY;
  }
  return crc;
}

/** Packs version, rank and checksum into 16 base64url characters. */
export function packCode(version: number, rank: bigint): string {
  const data = (BigInt(version) << RANK_BITS) | rank;
  let value = (data << CHECK_BITS) | BigInt(crc30(data, VERSION_BITS + RANK_BITS));
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    out = CODE_ALPHABET[Number(value & 63n)] + out;
    value >>= SYMBOL_BITS;
  }
  return out;
}

export type Unpacked = { version: number; rank: bigint; checksumOk: boolean };

/** Reads 16 base64url characters (the caller has checked length and alphabet). */
export function unpackCode(code: string): Unpacked {
  let value = 0n;
  for (const ch of code) value = (value << SYMBOL_BITS) | BigInt(CODE_ALPHABET.indexOf(ch));
  const data = value >> CHECK_BITS;
  const check = Number(value & ((1n << CHECK_BITS) - 1n));
  return {
    version: Number(data >> RANK_BITS),
    rank: data & ((1n << RANK_BITS) - 1n),
    checksumOk: crc30(data, VERSION_BITS + RANK_BITS) === check,
  };
}

const binomialCache = new Map<string, bigint>();
export function binomial(n: number, k: number): bigint {
  if (k < 0 || n < k) return 0n;
  const key = `${n},${k}`;
  let value = binomialCache.get(key);
  if (value === undefined) {
    value = 1n;
    for (let i = 0; i < k; i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
    binomialCache.set(key, value);
  }
  return value;
}

/** Rank of a set of distinct non-negative integers: Σ C(c_i, i+1) over the sorted values. */
export function rankCombination(indices: readonly number[]): bigint {
  const sorted = [...indices].sort((a, b) => a - b);
  return sorted.reduce((sum, c, i) => sum + binomial(c, i + 1), 0n);
}

/** The k-combination of rank `rank` whose values are all below `universe`, or undefined. */
export function unrankCombination(rank: bigint, k: number, universe: number): number[] | undefined {
  if (rank >= binomial(universe, k)) return undefined;
  const out: number[] = [];
  let rest = rank;
  let upper = universe;
  for (let i = k; i >= 1; i--) {
    let c = upper - 1;
    while (binomial(c, i) > rest) c--;
    out.unshift(c);
    rest -= binomial(c, i);
    upper = c;
  }
  return out;
}
