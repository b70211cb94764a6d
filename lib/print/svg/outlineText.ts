import fontkit from '@pdf-lib/fontkit';
import { formatPath, type PathSegment } from '../geometry/path';
import type { FontBytes } from '../pdf/fontFiles';
import type { FontKey } from '../face/types';
import type { TextOutliner } from './faceSvg';

interface GlyphCommand {
  command: string;
  args: number[];
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: Array<{ path: { commands: GlyphCommand[] } }>;
    positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
    advanceWidth: number;
  };
}

/** Outlines text with the real fonts (kerning included) into mm path data. */
export function createTextOutliner(fonts: FontBytes): TextOutliner {
  const parsed = {} as Record<FontKey, FontkitFont>;
  for (const key of Object.keys(fonts) as FontKey[])
    parsed[key] = fontkit.create(fonts[key] as Buffer) as unknown as FontkitFont;
  return (t) => {
    const font = parsed[t.font];
    const run = font.layout(t.text);
    const k = t.size / font.unitsPerEm;
    const total = run.advanceWidth * k * t.scaleX;
    let pen = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - total / 2 : t.x - total;
    const segments: PathSegment[] = [];
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i];
      const ox = pen + pos.xOffset * k * t.scaleX,
        oy = t.y - pos.yOffset * k;
      const X = (x: number) => ox + x * k * t.scaleX,
        Y = (y: number) => oy - y * k;
      let cx = 0,
        cy = 0;
      for (const { command, args: a } of glyph.path.commands) {
        if (command === 'moveTo' || command === 'lineTo') {
          segments.push({ op: command === 'moveTo' ? 'M' : 'L', x: X(a[0]), y: Y(a[1]) });
          [cx, cy] = a;
        } else if (command === 'quadraticCurveTo') {
          const c1x = cx + (2 / 3) * (a[0] - cx),
            c1y = cy + (2 / 3) * (a[1] - cy);
          const c2x = a[2] + (2 / 3) * (a[0] - a[2]),
            c2y = a[3] + (2 / 3) * (a[1] - a[3]);
          segments.push({ op: 'C', x1: X(c1x), y1: Y(c1y), x2: X(c2x), y2: Y(c2y), x: X(a[2]), y: Y(a[3]) });
          [cx, cy] = [a[2], a[3]];
        } else if (command === 'bezierCurveTo') {
          segments.push({ op: 'C', x1: X(a[0]), y1: Y(a[1]), x2: X(a[2]), y2: Y(a[3]), x: X(a[4]), y: Y(a[5]) });
          [cx, cy] = [a[4], a[5]];
        } else if (command === 'closePath') segments.push({ op: 'Z' });
      }
      pen += pos.xAdvance * k * t.scaleX;
    });
    return formatPath(segments);
  };
}
