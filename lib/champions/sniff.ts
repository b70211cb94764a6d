export type AcceptedFormat = 'png' | 'jpeg' | 'webp';
export type Sniffed = { accepted: AcceptedFormat } | { other: string } | null;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ACCEPTED: Array<[AcceptedFormat, (b: Uint8Array) => boolean]> = [
  ['png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['webp', (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)],
];

// Named so the message can say what the file is; anything else is "not a picture".
const OTHERS: Array<[string, (b: Uint8Array) => boolean]> = [
  ['GIF', (b) => startsWith(b, ascii('GIF8'))],
  ['BMP', (b) => startsWith(b, ascii('BM'))],
  ['TIFF', (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])],
  ['HEIC/AVIF', (b) => startsWith(b, ascii('ftyp'), 4)],
  ['PDF', (b) => startsWith(b, ascii('%PDF'))],
  [
    'SVG',
    (b) =>
      /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
        new TextDecoder().decode(b.subarray(0, 1024)),
      ),
  ],
];

/** What the file is by its first bytes: its name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  for (const [format, test] of ACCEPTED) if (test(bytes)) return { accepted: format };
  for (const [name, test] of OTHERS) if (test(bytes)) return { other: name };
  return null;
}
