import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARDS, getCard } from '../../cards';
import type { FaceCard } from '../face/types';
import { embeddedFonts, pageBox, placedForms } from './readBack';
import { PT_PER_MM, renderCardSheet } from './sheet';
import { PAPERS, type SheetOptions } from './sheetLayout';

const dir = mkdtempSync(path.join(tmpdir(), 'erret-sheet-'));

/** Expected top-left trim corner of slot i, from the spec alone: centred grid, trims 2 × bleed apart. */
function expectedTrim(paper: 'a4' | 'letter', bleed: number, cols: number, rows: number, slot: number) {
  const { width, height } = PAPERS[paper];
  const gap = 2 * bleed;
  const left = (width - (cols * 56 + (cols - 1) * gap)) / 2,
    top = (height - (rows * 87 + (rows - 1) * gap)) / 2;
  return { x: left + (slot % cols) * (56 + gap), y: top + Math.floor(slot / cols) * (87 + gap) };
}

/** Trim box in mm from the top-left, read from a placed form's matrix. */
function trimOf(matrix: number[], pageHeightPt: number) {
  const [a, , , d, e, f] = matrix;
  return {
    x: e / PT_PER_MM,
    y: (pageHeightPt - f) / PT_PER_MM,
    width: (a * 56) / PT_PER_MM,
    height: (-d * 87) / PT_PER_MM,
  };
}

const cards = (n: number): FaceCard[] => CARDS.slice(0, n);

describe('renderCardSheet: the PDF read back', () => {
  const cases: Array<[SheetOptions, [number, number], number]> = [
    [{ paper: 'a4', bleedMm: 0, marks: 'crop' }, [3, 3], 9],
    [{ paper: 'a4', bleedMm: 3, marks: 'lines' }, [3, 3], 9],
    [{ paper: 'letter', bleedMm: 0, marks: 'lines' }, [3, 3], 9],
    [{ paper: 'letter', bleedMm: 3, marks: 'crop' }, [3, 2], 6],
  ];

  it.each(cases)(
    '%o: page size, page and card count, each trim within 0.1 mm',
    async (options, [cols, rows], perPage) => {
      const count = 11;
      const result = await renderCardSheet(cards(count), options);
      const doc = await PDFDocument.load(result.bytes);
      const size = { a4: [595.28, 841.89], letter: [612, 792] }[options.paper];
      const pages = doc.getPages();
      expect(pages).toHaveLength(Math.ceil(count / perPage));
      let seen = 0;
      pages.forEach((page, p) => {
        expect(page.getWidth()).toBeCloseTo(size[0], 1);
        expect(page.getHeight()).toBeCloseTo(size[1], 1);
        const faces = placedForms(page).filter((f) => f.bbox[2] - f.bbox[0] === 56 + 2 * options.bleedMm);
        expect(faces).toHaveLength(Math.min(perPage, count - p * perPage));
        faces.forEach((face, slot) => {
          const want = expectedTrim(options.paper, options.bleedMm, cols, rows, slot);
          const got = trimOf(face.matrix, page.getHeight());
          expect(Math.abs(got.x - want.x)).toBeLessThan(0.1);
          expect(Math.abs(got.y - want.y)).toBeLessThan(0.1);
          expect(Math.abs(got.width - 56)).toBeLessThan(0.1);
          expect(Math.abs(got.height - 87)).toBeLessThan(0.1);
          expect(face.bbox).toEqual(
            [-options.bleedMm, -options.bleedMm, 56 + options.bleedMm, 87 + options.bleedMm].map((n) => n + 0),
          );
          const meta = result.layout.pages[p].cards[slot].trim;
          expect(Math.abs(meta.x - want.x)).toBeLessThan(0.1);
          expect(Math.abs(meta.y - want.y)).toBeLessThan(0.1);
          seen++;
        });
        const trimBox = pageBox(page, 'TrimBox')!;
        const first = expectedTrim(options.paper, options.bleedMm, cols, rows, 0);
        expect(trimBox[0] / PT_PER_MM).toBeCloseTo(first.x, 1);
        expect((page.getHeight() - trimBox[3]) / PT_PER_MM).toBeCloseTo(first.y, 1);
        const bleedBox = pageBox(page, 'BleedBox')!;
        expect((trimBox[0] - bleedBox[0]) / PT_PER_MM).toBeCloseTo(options.bleedMm, 2);
      });
      expect(seen).toBe(count);
    },
  );

  it('embeds subsets of Cinzel and Inter', async () => {
    const doc = await PDFDocument.load(
      await (
        await renderCardSheet(cards(3), { paper: 'a4', bleedMm: 0, marks: 'crop' })
      ).bytes,
    );
    const fonts = embeddedFonts(doc);
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/Cinzel-Bold/);
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/Inter-Bold/);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });

  it('adds mirrored backs after each front page and an alignment pair', async () => {
    const result = await renderCardSheet(cards(10), {
      paper: 'a4',
      bleedMm: 3,
      marks: 'crop',
      back: true,
      locale: 'fr',
    });
    const doc = await PDFDocument.load(result.bytes);
    const pages = doc.getPages();
    expect(pages).toHaveLength(6);
    const xs = (i: number) =>
      placedForms(pages[i])
        .filter((f) => f.bbox[2] === 59)
        .map((f) => trimOf(f.matrix, pages[i].getHeight()));
    const [front, back] = [xs(0), xs(1)];
    expect(back).toHaveLength(9);
    front.forEach((f, i) => {
      expect(Math.abs(back[i].x - (210 - f.x - 56))).toBeLessThan(0.1);
      expect(Math.abs(back[i].y - f.y)).toBeLessThan(0.1);
    });
    // The lone card of page 3 is backed at the right-hand column.
    expect(xs(3)[0].x).toBeCloseTo(xs(2)[0].x + 2 * 62, 1);
    // All backs share one drawing; every front face is its own.
    expect(new Set(placedForms(pages[1]).map((f) => f.ref)).size).toBe(1);
    expect(
      new Set(
        placedForms(pages[0])
          .filter((f) => f.bbox[2] === 59)
          .map((f) => f.ref),
      ).size,
    ).toBe(9);
    expect(result.layout.pages.slice(4).map((p) => p.side)).toEqual(['alignment-front', 'alignment-back']);
  });

  describe('pictures', () => {
    let small: Uint8Array, large: Uint8Array;
    beforeAll(async () => {
      small = new Uint8Array(
        await sharp({ create: { width: 300, height: 240, channels: 3, background: '#3366aa' } })
          .png()
          .toBuffer(),
      );
      large = new Uint8Array(
        await sharp({ create: { width: 1200, height: 940, channels: 3, background: '#aa3366' } })
          .jpeg()
          .toBuffer(),
      );
    });

    it('embeds the uploaded picture at full resolution and reports its effective DPI', async () => {
      const brute = getCard('brute')!;
      const champion = (
        bytes: Uint8Array,
        mime: 'image/png' | 'image/jpeg',
        width: number,
        height: number,
      ): FaceCard => ({
        ...brute,
        slug: `champ-${width}`,
        champion: true,
        picture: { bytes, mime, width, height, zoom: 1, offsetX: 0, offsetY: 0 },
      });
      const result = await renderCardSheet(
        [champion(small, 'image/png', 300, 240), champion(large, 'image/jpeg', 1200, 940)],
        { paper: 'a4', bleedMm: 3, marks: 'crop' },
      );
      // The art window is 48 × 37.6 mm; both pictures are cover-fitted by width: 300 px over 48 mm ≈ 159 DPI.
      expect(result.pictures.map((p) => [p.slug, p.effectiveDpi, p.meetsMinimum])).toEqual([
        ['champ-300', 159, false],
        ['champ-1200', 635, true],
      ]);
      const doc = await PDFDocument.load(result.bytes);
      const images = [...doc.context.enumerateIndirectObjects()]
        .map(([, o]) => o)
        .filter(
          (o): o is PDFRawStream =>
            o instanceof PDFRawStream &&
            o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
            !o.dict.has(PDFName.of('SMask')) &&
            o.dict.get(PDFName.of('Width'))?.toString() !== undefined,
        );
      const sizes = images.map((i) => `${i.dict.get(PDFName.of('Width'))}x${i.dict.get(PDFName.of('Height'))}`);
      expect(sizes).toContain('300x240');
      expect(sizes).toContain('1200x940');
    });
  });

  it('refuses a picture whose bytes are not what they claim, with a clear message', async () => {
    const fake = new TextEncoder().encode('not an image at all');
    const card: FaceCard = {
      ...getCard('brute')!,
      champion: true,
      picture: { bytes: fake, mime: 'image/png', width: 10, height: 10, zoom: 1, offsetX: 0, offsetY: 0 },
    };
    await expect(renderCardSheet([card], { paper: 'a4', bleedMm: 0, marks: 'crop' })).rejects.toThrow(
      'The picture is not a real PNG file',
    );
  });

  describe('pixels, rendered by poppler', () => {
    const pdftoppm = (
      file: string,
      dpi: number,
      x: number,
      y: number,
      w: number,
      h: number,
    ): { width: number; data: Uint8Array } => {
      const out = path.join(dir, `strip-${x}-${y}-${w}-${h}`);
      try {
        execFileSync('pdftoppm', [
          '-r',
          String(dpi),
          '-gray',
          '-f',
          '1',
          '-l',
          '1',
          '-x',
          String(x),
          '-y',
          String(y),
          '-W',
          String(w),
          '-H',
          String(h),
          '-singlefile',
          file,
          out,
        ]);
      } catch (error) {
        throw new Error(
          `pdftoppm (poppler-utils) is needed for this test: apt-get install -y poppler-utils (${String(error)})`,
        );
      }
      const pgm = readFileSync(`${out}.pgm`);
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
      return { width: Number(header[1]), data: new Uint8Array(pgm.subarray(header[0].length)) };
    };
    const DPI = 600,
      px = (mm: number) => Math.round((mm / 25.4) * DPI),
      mm = (p: number) => (p / DPI) * 25.4;

    it('draws the trimmed A4 grid exactly where it belongs (outer edges within 0.1 mm)', async () => {
      const file = path.join(dir, 'a4-0.pdf');
      writeFileSync(file, (await renderCardSheet(cards(9), { paper: 'a4', bleedMm: 0, marks: 'crop' })).bytes);
      const row = pdftoppm(file, DPI, 0, px(18 + 43.5), px(210), 1).data;
      const ink = [...row].map((v, i) => (v < 200 ? i : -1)).filter((i) => i >= 0);
      // Edge pixels are partly covered: compare the covered span with 21 … 189 mm.
      expect(Math.abs(mm(ink[0]) - 21)).toBeLessThan(0.1);
      expect(Math.abs(mm(ink[ink.length - 1] + 1) - 189)).toBeLessThan(0.1);
      const col = pdftoppm(file, DPI, px(49), 0, 1, px(297)).data;
      const inkY = [...col].map((v, i) => (v < 200 ? i : -1)).filter((i) => i >= 0 && mm(i) > 17);
      expect(Math.abs(mm(inkY[0]) - 18)).toBeLessThan(0.1);
      expect(Math.abs(mm(inkY[inkY.length - 1] + 1) - 279)).toBeLessThan(0.1);
    });

    it('fills a 3 mm bleed with artwork and puts crop marks on the trim lines, outside the artwork', async () => {
      const file = path.join(dir, 'a4-3.pdf');
      writeFileSync(file, (await renderCardSheet(cards(9), { paper: 'a4', bleedMm: 3, marks: 'crop' })).bytes);
      const row = pdftoppm(file, DPI, 0, px(12 + 43.5), px(210), 1).data;
      for (let x = 12.2; x < 15; x += 0.2) expect(row[px(x)], `bleed at ${x.toFixed(1)} mm`).toBeLessThan(160);
      expect(row[px(11.7)]).toBeGreaterThan(240);
      // Between neighbours the bleeds meet: artwork all the way from one card to the next.
      for (let x = 71.2; x < 77; x += 0.4) expect(row[px(x)]).toBeLessThan(160);
      // The name is really drawn with the embedded font: dark glyphs on the light name bar.
      const name = pdftoppm(file, DPI, px(15 + 16), px(12 + 7.4), px(20), 1).data;
      expect(name.filter((v) => v < 90).length).toBeGreaterThan(20);
      expect(name.filter((v) => v > 200).length).toBeGreaterThan(20);
      const marks = pdftoppm(file, DPI, 0, px(6.5), px(210), 1).data;
      const runs: number[][] = [];
      marks.forEach((v, i) => {
        if (v > 200) return;
        const last = runs[runs.length - 1];
        if (last && last[last.length - 1] === i - 1) last.push(i);
        else runs.push([i]);
      });
      const centres = runs.map((r) => mm((r[0] + r[r.length - 1] + 1) / 2));
      const want = [15, 71, 77, 133, 139, 195];
      expect(centres).toHaveLength(want.length);
      centres.forEach((c, i) => expect(Math.abs(c - want[i])).toBeLessThan(0.1));
    });
  });

  it('rejects an empty list with a clear message', async () => {
    await expect(renderCardSheet([], { paper: 'a4', bleedMm: 0, marks: 'crop' })).rejects.toThrow(/at least one card/);
  });
});
