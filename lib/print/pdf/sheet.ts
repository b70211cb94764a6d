import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  PDFDocument,
  PDFName,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { layoutCardFace, placePicture, FACE_BOXES } from '../face/layout';
import type { FaceCard, FacePrimitive, FontKey } from '../face/types';
import { layoutAlignmentPage } from './alignmentPage';
import { layoutCardBack } from './backFace';
import { embedPictures, picturesOf, primitivesToContent, ResourceSink, type DrawContext } from './drawPrimitives';
import { loadFontBytes, type FontBytes } from './fontFiles';
import { sheetMessages } from './messages';
import { layoutSheet, type MmBox, type SheetLayout, type SheetOptions } from './sheetLayout';

export const PT_PER_MM = 72 / 25.4;

export const MIN_PRINT_DPI = 300;

export interface SheetRenderOptions extends SheetOptions {
  title?: string;
  locale?: Locale;
  /** Font files; read from node_modules when omitted (Node only). */
  fonts?: FontBytes;
}

export interface PictureReport {
  card: number;
  slug: string;
  /** Pixels per inch of the picture at its printed size. */
  effectiveDpi: number;
  meetsMinimum: boolean;
}

export interface SheetResult {
  bytes: Uint8Array;
  layout: SheetLayout;
  pictures: PictureReport[];
}

const CROP_MARK_WIDTH_MM = 0.25 / PT_PER_MM;
const CUT_LINE = { width: 0.1, colour: '#9a9a9a' };

/** Draws page-level primitives (mm, y down from the top-left corner) as one form on the page. */
function pagePrimitives(
  page: PDFPage,
  doc: PDFDocument,
  fonts: Record<FontKey, PDFFont>,
  primitives: FacePrimitive[],
): void {
  const sink = new ResourceSink(doc, fonts);
  const content = primitivesToContent(primitives, { resources: sink, images: new Map() });
  const form = registerForm(doc, content, [0, 0, page.getWidth() / PT_PER_MM, page.getHeight() / PT_PER_MM], sink);
  placeForm(page, form, 0, 0, 'Marks');
}

/** A compressed Form XObject whose user unit is the millimetre. */
function registerForm(doc: PDFDocument, content: string, bbox: number[], sink: ResourceSink): PDFRef {
  return doc.context.register(
    doc.context.flateStream(content, { Type: 'XObject', Subtype: 'Form', BBox: bbox, Resources: sink.resources() }),
  );
}

/** Places a form drawn in mm (y down) with its origin at (x, y) mm from the page's top-left. */
function placeForm(page: PDFPage, form: PDFRef, x: number, y: number, tag: string): void {
  const name = page.node.newXObject(tag, form);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(PT_PER_MM, 0, 0, -PT_PER_MM, x * PT_PER_MM, page.getHeight() - y * PT_PER_MM),
    drawObject(name),
    popGraphicsState(),
  );
}

function union(boxes: MmBox[]): MmBox {
  const x = Math.min(...boxes.map((b) => b.x)),
    y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  };
}

function setBox(page: PDFPage, key: 'TrimBox' | 'BleedBox', box: MmBox): void {
  const ph = page.getHeight();
  const r = (n: number) => Math.round(n * 1000) / 1000;
  page.node.set(
    PDFName.of(key),
    page.doc.context.obj([
      r(box.x * PT_PER_MM),
      r(ph - (box.y + box.height) * PT_PER_MM),
      r((box.x + box.width) * PT_PER_MM),
      r(ph - box.y * PT_PER_MM),
    ]),
  );
}

/** Print-and-play sheet: faces at 56 × 87 mm trim, optional artwork bleed, marks, duplex backs. */
export async function renderCardSheet(cards: FaceCard[], options: SheetRenderOptions): Promise<SheetResult> {
  const layout = layoutSheet(cards.length, options);
  const locale = options.locale ?? 'en';
  const t = createT(sheetMessages, locale);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(options.title ?? t('title'));
  doc.setCreator('Erret');
  doc.setProducer('Erret (pdf-lib)');
  const fontBytes = options.fonts ?? (await loadFontBytes());
  const fonts = {} as Record<FontKey, PDFFont>;
  for (const key of Object.keys(fontBytes) as FontKey[])
    fonts[key] = await doc.embedFont(fontBytes[key], { subset: true });

  const bleed = layout.bleedMm;
  const bbox = [-bleed, -bleed, 56 + bleed, 87 + bleed];
  const faceForm = async (primitives: FacePrimitive[]): Promise<PDFRef> => {
    const ctx: DrawContext = {
      resources: new ResourceSink(doc, fonts),
      images: await embedPictures(doc, picturesOf(primitives)),
    };
    return registerForm(doc, primitivesToContent(primitives, ctx), bbox, ctx.resources);
  };
  // Copies of one card (the same object) share one form, so a picture is embedded once per sheet, not per copy.
  const forms = new Map<FaceCard, Promise<PDFRef>>();
  const formOf = (card: FaceCard) => {
    if (!forms.has(card))
      forms.set(card, faceForm(layoutCardFace(card, { locale, bleedMm: bleed, corners: 'square' })));
    return forms.get(card)!;
  };
  const faces = await Promise.all(cards.map(formOf));
  const back = options.back ? await faceForm(layoutCardBack(bleed, t('backSubtitle'))) : null;

  const pw = layout.pageWidth * PT_PER_MM,
    ph = layout.pageHeight * PT_PER_MM;
  for (const sheetPage of layout.pages) {
    const page = doc.addPage([pw, ph]);
    if (sheetPage.side === 'alignment-front' || sheetPage.side === 'alignment-back') {
      const side = sheetPage.side === 'alignment-front' ? 'front' : 'back';
      pagePrimitives(
        page,
        doc,
        fonts,
        layoutAlignmentPage(layout, side, {
          heading: t(side === 'front' ? 'alignFront' : 'alignBack'),
          help: t('alignHelp'),
          help2: t('alignHelp2'),
        }),
      );
      continue;
    }
    sheetPage.cards.forEach((placed) =>
      placeForm(page, sheetPage.side === 'front' ? faces[placed.card] : back!, placed.trim.x, placed.trim.y, 'Card'),
    );
    if (sheetPage.marks.length) {
      const stroke =
        options.marks === 'crop'
          ? { stroke: '#000000', strokeWidth: CROP_MARK_WIDTH_MM }
          : { stroke: CUT_LINE.colour, strokeWidth: CUT_LINE.width };
      const d = sheetPage.marks.map((l) => `M${l.x1} ${l.y1}L${l.x2} ${l.y2}`).join('');
      pagePrimitives(page, doc, fonts, [{ kind: 'path', d, ...stroke }]);
    }
    setBox(page, 'TrimBox', union(sheetPage.cards.map((c) => c.trim)));
    setBox(page, 'BleedBox', union(sheetPage.cards.map((c) => c.bleed)));
  }

  const art = FACE_BOXES.art;
  const pictures = cards.flatMap((card, i): PictureReport[] => {
    if (!card.picture) return [];
    const placed = placePicture(card.picture, art);
    const effectiveDpi = Math.round(card.picture.width / (placed.width / 25.4));
    return [{ card: i, slug: card.slug, effectiveDpi, meetsMinimum: effectiveDpi >= MIN_PRINT_DPI }];
  });
  return { bytes: await doc.save(), layout, pictures };
}

/** The PDF bytes alone. */
export async function renderCardSheetPdf(cards: FaceCard[], options: SheetRenderOptions): Promise<Uint8Array> {
  return (await renderCardSheet(cards, options)).bytes;
}
