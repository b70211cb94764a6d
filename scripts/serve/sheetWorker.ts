// A worker thread of the render pool (serve/renderPool.ts): renders print sheets as PDFs, one
// at a time, so the server's event loop keeps answering while pdf-lib works.
import { parentPort } from 'node:worker_threads';
import type { FaceCard } from '../../lib/print/face/types';
import { renderCardSheetPdf, type SheetRenderOptions } from '../../lib/print/pdf/sheet';

export interface SheetTask {
  id: number;
  cards: FaceCard[];
  options: SheetRenderOptions;
}

export type SheetResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, cards, options }: SheetTask) => {
  try {
    const bytes = await renderCardSheetPdf(cards, options);
    parentPort!.postMessage({ id, bytes } satisfies SheetResult, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies SheetResult);
  }
});
