// A worker thread of the render pool (serve/renderPool.ts): renders print sheets as PDFs, one
// at a time, so the server's event loop keeps answering while pdf-lib works.
import { parentPort, workerData } from 'node:worker_threads';
import type { FaceCard } from '../../lib/print/face/types';
import { renderCardSheetPdf, type SheetRenderOptions } from '../../lib/print/pdf/sheet';
import { lowerThreadPriority } from './lowerThreadPriority';

export interface SheetWorkerData {
  nice: number;
}

export interface SheetTask {
  id: number;
  cards: FaceCard[];
  options: SheetRenderOptions;
}

export type SheetResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

const { nice } = (workerData ?? { nice: 0 }) as SheetWorkerData;
if (parentPort && nice > 0) lowerThreadPriority(nice);

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
