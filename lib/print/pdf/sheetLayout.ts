import { CARD_HEIGHT_MM as CH, CARD_WIDTH_MM as CW } from '../face/types';

export type Paper = 'a4' | 'letter';
export interface SheetOptions {
  paper: Paper;
  bleedMm: 0 | 3;
  marks: 'crop' | 'lines';
  /** Add a mirrored back page after each front page, and an alignment test pair at the end. */
  back?: boolean;
}

export const PAPERS: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};
/** Most home printers cannot ink the outer ~5 mm of a sheet. */
export const PRINTABLE_MARGIN_MM = 5;
/** Crop marks start this far outside the artwork and are at least this long. */
export const MARK_OFFSET_MM = 1;
export const MARK_MIN_LENGTH_MM = 2;
export const MARK_MAX_LENGTH_MM = 5;

export interface MmBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PlacedCard {
  card: number;
  trim: MmBox;
  bleed: MmBox;
}
export interface SheetPage {
  side: 'front' | 'back' | 'alignment-front' | 'alignment-back';
  cards: PlacedCard[];
  marks: Line[];
}
export interface SheetLayout {
  paper: Paper;
  pageWidth: number;
  pageHeight: number;
  cols: number;
  rows: number;
  perPage: number;
  bleedMm: number;
  /** Distance between neighbouring trims: bleeds meet but never overlap. */
  gapMm: number;
  pages: SheetPage[];
}

/** How many cards fit along one page dimension, bleeds and marks included. */
function fitCount(page: number, trim: number, bleed: number, markSpace: number): number {
  const usable = page - 2 * PRINTABLE_MARGIN_MM - 2 * markSpace;
  const pitch = trim + 2 * bleed;
  return Math.max(0, Math.floor((usable + 1e-9) / pitch));
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** Pure geometry of a print sheet, in mm from the page's top-left corner. */
export function layoutSheet(count: number, options: SheetOptions): SheetLayout {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('There must be at least one card to print');
  const { width: pw, height: ph } = PAPERS[options.paper];
  const bleed = options.bleedMm;
  const gap = 2 * bleed;
  const markSpace = options.marks === 'crop' ? MARK_OFFSET_MM + MARK_MIN_LENGTH_MM : 0;
  const cols = fitCount(pw, CW, bleed, markSpace),
    rows = fitCount(ph, CH, bleed, markSpace);
  if (cols < 1 || rows < 1) throw new RangeError('A card does not fit on this paper');
  const perPage = cols * rows;
  const left = (pw - (cols * CW + (cols - 1) * gap)) / 2;
  const top = (ph - (rows * CH + (rows - 1) * gap)) / 2;
  const place = (card: number, slot: number, mirrored: boolean): PlacedCard => {
    const col = slot % cols,
      row = Math.floor(slot / cols);
    const x = mirrored ? pw - (left + col * (CW + gap)) - CW : left + col * (CW + gap);
    const y = top + row * (CH + gap);
    return {
      card,
      trim: { x: r3(x), y: r3(y), width: CW, height: CH },
      bleed: { x: r3(x - bleed), y: r3(y - bleed), width: CW + 2 * bleed, height: CH + 2 * bleed },
    };
  };
  const pages: SheetPage[] = [];
  for (let first = 0; first < count; first += perPage) {
    const slots = Array.from({ length: Math.min(perPage, count - first) }, (_, i) => i);
    const cards = slots.map((slot) => place(first + slot, slot, false));
    pages.push({ side: 'front', cards, marks: cutMarks(cards, options, pw, ph) });
    if (options.back)
      pages.push({ side: 'back', cards: slots.map((slot) => place(first + slot, slot, true)), marks: [] });
  }
  if (options.back) {
    pages.push({ side: 'alignment-front', cards: [], marks: [] }, { side: 'alignment-back', cards: [], marks: [] });
  }
  return {
    paper: options.paper,
    pageWidth: pw,
    pageHeight: ph,
    cols,
    rows,
    perPage,
    bleedMm: bleed,
    gapMm: gap,
    pages,
  };
}

/** Crop marks in the margins around the grid, or thin cut lines along every trim edge. */
function cutMarks(cards: PlacedCard[], options: SheetOptions, pw: number, ph: number): Line[] {
  const xs = [...new Set(cards.flatMap((c) => [c.trim.x, r3(c.trim.x + c.trim.width)]))].sort((a, b) => a - b);
  const ys = [...new Set(cards.flatMap((c) => [c.trim.y, r3(c.trim.y + c.trim.height)]))].sort((a, b) => a - b);
  const b = options.bleedMm;
  const gridTop = ys[0] - b,
    gridBottom = ys[ys.length - 1] + b,
    gridLeft = xs[0] - b,
    gridRight = xs[xs.length - 1] + b;
  const m = PRINTABLE_MARGIN_MM;
  if (options.marks === 'lines') {
    return [
      ...xs.map((x) => ({ x1: x, y1: m, x2: x, y2: ph - m })),
      ...ys.map((y) => ({ x1: m, y1: y, x2: pw - m, y2: y })),
    ];
  }
  const lenV = Math.min(MARK_MAX_LENGTH_MM, gridTop - MARK_OFFSET_MM - m, ph - m - gridBottom - MARK_OFFSET_MM);
  const lenH = Math.min(MARK_MAX_LENGTH_MM, gridLeft - MARK_OFFSET_MM - m, pw - m - gridRight - MARK_OFFSET_MM);
  const lines: Line[] = [];
  for (const x of xs) {
    lines.push({ x1: x, y1: r3(gridTop - MARK_OFFSET_MM - lenV), x2: x, y2: r3(gridTop - MARK_OFFSET_MM) });
    lines.push({ x1: x, y1: r3(gridBottom + MARK_OFFSET_MM), x2: x, y2: r3(gridBottom + MARK_OFFSET_MM + lenV) });
  }
  for (const y of ys) {
    lines.push({ x1: r3(gridLeft - MARK_OFFSET_MM - lenH), y1: y, x2: r3(gridLeft - MARK_OFFSET_MM), y2: y });
    lines.push({ x1: r3(gridRight + MARK_OFFSET_MM), y1: y, x2: r3(gridRight + MARK_OFFSET_MM + lenH), y2: y });
  }
  return lines;
}
