import { fitText } from './fitText';
import { measureText } from './fontMetrics';
import type { FacePrimitive, FontKey } from './types';

export interface ParagraphOptions {
  text: string;
  font: FontKey;
  /** The box the lines are centred in. */
  x: number;
  y: number;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  fill: string;
}

const LINE_HEIGHT = 1.2;

/** Greedy word wrap at `width`: as many words on a line as fit. */
export function wrapWords(text: string, font: FontKey, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(`${last} ${word}`, font, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The same number of lines at the narrowest width that keeps it: lines of even length, no lone last word. */
function balance(text: string, font: FontKey, size: number, count: number, width: number, lines: string[]): string[] {
  if (count < 2) return lines;
  let best = lines;
  let low = 0,
    high = width;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const tried = wrapWords(text, font, size, mid);
    if (tried.length <= count) {
      best = tried;
      high = mid;
    } else low = mid;
  }
  return best;
}

/**
 * A few centred lines of text in a box: the largest size from maxSize down to minSize at which
 * the wrapped lines fit, balanced; at minSize, lines that still do not fit are squeezed, never overflow.
 */
export function fitParagraph(o: ParagraphOptions): Array<Extract<FacePrimitive, { kind: 'text' }>> {
  const fits = (size: number) => {
    const lines = wrapWords(o.text, o.font, size, o.width);
    return lines.length * size * LINE_HEIGHT <= o.height && lines.every((l) => measureText(l, o.font, size) <= o.width)
      ? lines
      : null;
  };
  let size = o.maxSize;
  let lines = fits(size);
  while (!lines && size - 0.05 >= o.minSize) {
    size = Math.round((size - 0.05) * 100) / 100;
    lines = fits(size);
  }
  if (!lines) {
    // As many lines as the height holds, each squeezed to the width.
    const most = Math.max(1, Math.floor(o.height / (size * LINE_HEIGHT)));
    let width = o.width;
    do lines = wrapWords(o.text, o.font, size, (width += 1));
    while (lines.length > most);
  }
  lines = balance(o.text, o.font, size, lines.length, o.width, lines);
  const step = size * LINE_HEIGHT;
  const first = o.y + o.height / 2 - (step * (lines.length - 1)) / 2;
  return lines.map((text, i) =>
    fitText({
      text,
      font: o.font,
      x: o.x + o.width / 2,
      centerY: Math.round((first + i * step) * 100) / 100,
      maxWidth: o.width,
      maxSize: size,
      minSize: size,
      anchor: 'middle',
      fill: o.fill,
    }),
  );
}
