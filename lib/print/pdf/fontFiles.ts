import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FontKey } from '../face/types';
import { woffToSfnt } from './woff';

// Constant paths: a computed path would make the bundler trace the whole project.
// WOFF (not WOFF2): pdf-lib's fontkit subsets WOFF reliably and breaks on WOFF2.
// Each read names its file literally so the bundler traces just that file.
const FILES: Record<FontKey, () => Promise<Buffer>> = {
  'display-700': () =>
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff')),
  'body-600': () =>
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff')),
  'body-700': () =>
    readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff')),
};

/** TrueType fonts, unwrapped from the WOFF files. */
export type FontBytes = Record<FontKey, Uint8Array>;

let cached: Promise<FontBytes> | null = null;

/** Reads the card fonts once per process (Node only), unwrapped to TrueType for fast subsetting. */
export function loadFontBytes(): Promise<FontBytes> {
  cached ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FILES) as FontKey[]).map(
        async (key) => [key, woffToSfnt(new Uint8Array(await FILES[key]()))] as const,
      ),
    );
    return Object.fromEntries(entries) as FontBytes;
  })();
  return cached;
}
