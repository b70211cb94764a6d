import { CARDS } from '../cards';
import { layoutCardFace } from './face/layout';
import { renderCardFacePng } from './image/facePng';
import { loadFontBytes } from './pdf/fontFiles';
import { renderCardSheet } from './pdf/sheet';

export interface PrintBenchFigures {
  /** Median time to lay out one card face (primitives only), in ms. */
  faceLayoutMs: number;
  /** Median time to produce a 9-card A4 sheet with 3 mm bleed and crop marks, in ms. */
  sheetMs: number;
  /** Same sheet with mirrored backs and the alignment pair. */
  sheetWithBacksMs: number;
  /** Median time to render one card face as a 630 px wide PNG (Open Graph size), in ms. */
  cardImageMs: number;
  /** Size of the 9-card sheet, in bytes. */
  sheetBytes: number;
  runs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times print generation for 9 cards (Node only: reads the fonts from node_modules). */
export async function benchPrint(runs = 7): Promise<PrintBenchFigures> {
  const cards = CARDS.slice(0, 9);
  await loadFontBytes();
  // Warm-up runs so module compilation, font parsing and JIT tiers are not counted.
  for (let i = 0; i < 3; i++) await renderCardSheet(cards, { paper: 'a4', bleedMm: 3, marks: 'crop', back: true });
  await renderCardFacePng(cards[0], { locale: 'en', widthPx: 630 });
  const time = async (fn: () => Promise<unknown> | unknown) => {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    return Math.round(median(samples) * 100) / 100;
  };
  let sheetBytes = 0;
  const sheetMs = await time(async () => {
    sheetBytes = (await renderCardSheet(cards, { paper: 'a4', bleedMm: 3, marks: 'crop' })).bytes.length;
  });
  const sheetWithBacksMs = await time(() =>
    renderCardSheet(cards, { paper: 'a4', bleedMm: 3, marks: 'crop', back: true }),
  );
  const faceLayoutMs =
    (await time(() => {
      for (const card of cards) layoutCardFace(card, { locale: 'en' });
    })) / cards.length;
  const cardImageMs = await time(() => renderCardFacePng(cards[1], { locale: 'fr', widthPx: 630 }));
  return {
    faceLayoutMs: Math.round(faceLayoutMs * 1000) / 1000,
    sheetMs,
    sheetWithBacksMs,
    cardImageMs,
    sheetBytes,
    runs,
  };
}
