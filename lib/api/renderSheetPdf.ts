import type { FaceCard } from '../print/face/types';
import { renderCardSheetPdf, type SheetRenderOptions } from '../print/pdf/sheet';
import { ApiError } from './errors';

export type SheetRenderer = (cards: FaceCard[], options: SheetRenderOptions) => Promise<Uint8Array>;

// On globalThis: the server installs its worker pool before Next loads the routes, which are
// bundled apart from it.
const holder = globalThis as typeof globalThis & { __erretSheetRenderer?: SheetRenderer };

/** Where print sheets are rendered from now on (the server's worker pool); undefined renders them in this thread. */
export function installSheetRenderer(renderer: SheetRenderer | undefined): void {
  holder.__erretSheetRenderer = renderer;
}

/**
 * A print sheet as PDF bytes, rendered by the installed renderer when there is one (off the
 * event loop), else here. A pool with every worker taken and its queue full answers 503.
 */
export async function renderSheetPdf(cards: FaceCard[], options: SheetRenderOptions): Promise<Uint8Array> {
  const renderer = holder.__erretSheetRenderer;
  if (!renderer) return renderCardSheetPdf(cards, options);
  try {
    return await renderer(cards, options);
  } catch (error) {
    if ((error as { busy?: boolean }).busy) {
      throw new ApiError(503, 'busy', 'The server is printing other sheets: try again in 2 s.', {
        data: { retryAfter: 2 },
        headers: { 'retry-after': '2' },
      });
    }
    throw error;
  }
}
