import { inflateSync } from 'node:zlib';

/**
 * Unwraps a WOFF 1.0 file into the plain TrueType/OpenType font it carries. fontkit re-inflates
 * a WOFF table on every read (once per glyph when subsetting): unwrapping once makes each
 * PDF several times faster and embeds byte-for-byte the same glyphs.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4),
      compLength = view.getUint32(at + 8),
      origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
    if (data.byteLength !== origLength) throw new Error('Corrupt WOFF table');
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((n, t) => n + ((t.data.byteLength + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const w = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  w.setUint32(0, flavor);
  w.setUint16(4, numTables);
  w.setUint16(6, searchRange);
  w.setUint16(8, entrySelector);
  w.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    w.setUint32(at, t.tag);
    w.setUint32(at + 4, t.checksum);
    w.setUint32(at + 8, offset);
    w.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  return out;
}
