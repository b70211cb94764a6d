import { circlePath } from '../geometry/path';
import { fitText } from '../face/fitText';
import type { FacePrimitive } from '../face/types';
import type { SheetLayout } from './sheetLayout';

const INK = '#000000';

/** Registration target: a ring and a cross, centred on (x, y). */
function target(x: number, y: number): FacePrimitive[] {
  return [
    { kind: 'path', d: circlePath(x, y, 4), stroke: INK, strokeWidth: 0.2 },
    { kind: 'path', d: `M${x - 6} ${y}H${x + 6}M${x} ${y - 6}V${y + 6}`, stroke: INK, strokeWidth: 0.2 },
  ];
}

/** A millimetre scale centred on x, so a misregistration can be read off the back. */
function scale(x: number, y: number): FacePrimitive[] {
  let d = '';
  for (let i = -10; i <= 10; i++) d += `M${x + i} ${y}v${i % 5 === 0 ? 3 : 1.5}`;
  return [{ kind: 'path', d: `M${x - 10} ${y}H${x + 10}` + d, stroke: INK, strokeWidth: 0.15 }];
}

/**
 * The alignment test page in page millimetres. Targets sit at the same spots on both sides:
 * on the back they are mirrored left-right, as long-edge duplex flips them.
 */
export function layoutAlignmentPage(
  layout: SheetLayout,
  side: 'front' | 'back',
  texts: { heading: string; help: string; help2: string },
): FacePrimitive[] {
  const { pageWidth: pw, pageHeight: ph } = layout;
  const m = 20;
  const spots: Array<[number, number]> = [
    [m, m + 20],
    [pw - m, m + 20],
    [pw / 2, ph / 2],
    [m, ph - m],
    [pw - m, ph - m],
  ];
  const mirror = (x: number) => (side === 'back' ? pw - x : x);
  const out: FacePrimitive[] = spots.flatMap(([x, y]) => target(mirror(x), y));
  if (side === 'back') out.push(...scale(pw / 2, ph / 2 + 10), ...scale(mirror(m), m + 30));
  const line = (text: string, y: number, size: number) =>
    fitText({
      text,
      font: 'body-600',
      x: pw / 2,
      centerY: y,
      maxWidth: pw - 40,
      maxSize: size,
      minSize: 2.2,
      anchor: 'middle',
      fill: INK,
    });
  out.push(line(texts.heading, m, 5), line(texts.help, m + 8, 3), line(texts.help2, m + 13, 3));
  return out;
}
