import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FontKey } from '../face/types';
import { num, primitivesToContent, ResourceSink } from './drawPrimitives';
import { loadFontBytes } from './fontFiles';

async function sink() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const fonts = {} as Record<FontKey, Awaited<ReturnType<typeof doc.embedFont>>>;
  for (const key of Object.keys(bytes) as FontKey[]) fonts[key] = await doc.embedFont(bytes[key], { subset: true });
  return { doc, fonts, res: new ResourceSink(doc, fonts) };
}

describe('primitivesToContent', () => {
  it('fills paths with the even-odd rule when asked, and shares one transparency state per opacity', async () => {
    const { res } = await sink();
    const content = primitivesToContent(
      [
        { kind: 'path', d: 'M0 0H10V10Z', fill: '#ff8000', fillRule: 'evenodd', fillOpacity: 0.5 },
        { kind: 'rect', x: 1, y: 2, width: 3, height: 4, stroke: '#000000', strokeWidth: 0.25, fillOpacity: 0.5 },
      ],
      { resources: res, images: new Map() },
    );
    expect(content).toContain('1 0.502 0 rg');
    expect(content).toMatch(/0 0 m\n10 0 l\n10 10 l\nh\nf\*/);
    expect(content).toContain('0 0 0 RG 0.25 w');
    expect(content.match(/\/G0 gs/g)).toHaveLength(2);
    expect(res.states.size).toBe(1);
  });

  it('centres text with the embedded font width and flips glyphs upright', async () => {
    const { res, fonts } = await sink();
    const content = primitivesToContent(
      [
        {
          kind: 'text',
          text: 'Baron',
          x: 28,
          y: 10,
          font: 'display-700',
          size: 4,
          anchor: 'middle',
          fill: '#000000',
          width: 0,
          scaleX: 1,
        },
      ],
      { resources: res, images: new Map() },
    );
    const width = fonts['display-700'].widthOfTextAtSize('Baron', 4);
    expect(content).toContain(`4 0 0 -4 ${num(28 - width / 2)} 10 Tm`);
    expect(content).toMatch(/\/F0 1 Tf/);
  });

  it('clips and transforms groups inside a saved graphics state', async () => {
    const { res } = await sink();
    const content = primitivesToContent(
      [{ kind: 'group', clip: 'M0 0H5V5H0Z', transform: { x: 1, y: 2, scale: 0.5 }, children: [] }],
      { resources: res, images: new Map() },
    );
    expect(content).toBe('q\n0.5 0 0 0.5 1 2 cm\n0 0 m\n5 0 l\n5 5 l\n0 5 l\nh\nW n\nQ\n');
  });

  it('refuses colours it cannot draw', async () => {
    const { res } = await sink();
    expect(() =>
      primitivesToContent([{ kind: 'path', d: 'M0 0H1V1Z', fill: 'red' }], { resources: res, images: new Map() }),
    ).toThrow(/#rrggbb/);
  });
});
