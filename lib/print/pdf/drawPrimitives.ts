import { PDFName, PDFDict, PDFDocument, type PDFFont, type PDFImage } from 'pdf-lib';
import { parsePath, roundedRectPath } from '../geometry/path';
import { pictureBytes, pictureProblem } from '../face/pictureUrl';
import type { FacePicture, FacePrimitive, FontKey, Paint } from '../face/types';

/** The resources a content stream names: fonts, transparency states and images. */
export class ResourceSink {
  readonly fonts = new Map<FontKey, PDFName>();
  readonly states = new Map<string, PDFName>();
  readonly images = new Map<PDFImage, PDFName>();
  private readonly dict: PDFDict;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fontSet: Record<FontKey, PDFFont>,
  ) {
    this.dict = doc.context.obj({ Font: {}, ExtGState: {}, XObject: {} });
  }

  resources(): PDFDict {
    return this.dict;
  }

  font(key: FontKey): { name: PDFName; font: PDFFont } {
    const font = this.fontSet[key];
    let name = this.fonts.get(key);
    if (!name) {
      name = PDFName.of(`F${this.fonts.size}`);
      this.fonts.set(key, name);
      (this.dict.get(PDFName.of('Font')) as PDFDict).set(name, font.ref);
    }
    return { name, font };
  }

  opacity(fill: number, stroke: number): PDFName {
    const key = `${fill}/${stroke}`;
    let name = this.states.get(key);
    if (!name) {
      name = PDFName.of(`G${this.states.size}`);
      this.states.set(key, name);
      (this.dict.get(PDFName.of('ExtGState')) as PDFDict).set(
        name,
        this.doc.context.obj({ Type: 'ExtGState', ca: fill, CA: stroke }),
      );
    }
    return name;
  }

  image(image: PDFImage): PDFName {
    let name = this.images.get(image);
    if (!name) {
      name = PDFName.of(`I${this.images.size}`);
      this.images.set(image, name);
      (this.dict.get(PDFName.of('XObject')) as PDFDict).set(name, image.ref);
    }
    return name;
  }
}

export async function embedPictures(doc: PDFDocument, pictures: FacePicture[]): Promise<Map<FacePicture, PDFImage>> {
  const out = new Map<FacePicture, PDFImage>();
  for (const picture of pictures) {
    if (out.has(picture)) continue;
    const problem = pictureProblem(picture);
    if (problem) throw new Error(problem);
    const bytes = pictureBytes(picture);
    out.set(picture, picture.mime === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes));
  }
  return out;
}

/** Fixed precision keeps streams small and serialising fast. */
export function num(n: number): string {
  const r = Math.round(n * 10000) / 10000;
  return Object.is(r, -0) ? '0' : String(r);
}

function rgb(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Colours must be #rrggbb, got ${hex}`);
  return [m[1], m[2], m[3]].map((h) => num(parseInt(h, 16) / 255)).join(' ');
}

function pathOps(d: string): string {
  let out = '';
  for (const s of parsePath(d)) {
    if (s.op === 'M') out += `${num(s.x)} ${num(s.y)} m\n`;
    else if (s.op === 'L') out += `${num(s.x)} ${num(s.y)} l\n`;
    else if (s.op === 'C') out += `${num(s.x1)} ${num(s.y1)} ${num(s.x2)} ${num(s.y2)} ${num(s.x)} ${num(s.y)} c\n`;
    else out += 'h\n';
  }
  return out;
}

function paintOps(d: string, p: Paint, res: ResourceSink): string {
  const fill = p.fill !== undefined && p.fill !== 'none';
  const stroke = p.stroke !== undefined && (p.strokeWidth ?? 0) > 0;
  if (!fill && !stroke) return '';
  let out = 'q\n';
  const fo = p.fillOpacity ?? 1,
    so = p.strokeOpacity ?? 1;
  if (fo < 1 || so < 1) out += `${res.opacity(fo, so).toString()} gs\n`;
  if (fill) out += `${rgb(p.fill!)} rg\n`;
  if (stroke) out += `${rgb(p.stroke!)} RG ${num(p.strokeWidth!)} w\n`;
  out += pathOps(d);
  const evenOdd = p.fillRule === 'evenodd';
  out += (fill && stroke ? (evenOdd ? 'B*' : 'B') : fill ? (evenOdd ? 'f*' : 'f') : 'S') + '\nQ\n';
  return out;
}

export interface DrawContext {
  resources: ResourceSink;
  images: Map<FacePicture, PDFImage>;
}

/**
 * A content stream drawing primitives in a space whose unit is the millimetre with y pointing
 * down (the caller's `cm` sets that up); text matrices flip glyphs back upright.
 */
export function primitivesToContent(primitives: FacePrimitive[], ctx: DrawContext): string {
  let out = '';
  for (const p of primitives) {
    if (p.kind === 'path') out += paintOps(p.d, p, ctx.resources);
    else if (p.kind === 'rect')
      out += paintOps(roundedRectPath(p.x, p.y, p.width, p.height, p.radius ?? 0), p, ctx.resources);
    else if (p.kind === 'text') {
      const { name, font } = ctx.resources.font(p.font);
      const width = font.widthOfTextAtSize(p.text, p.size) * p.scaleX;
      const x = p.anchor === 'start' ? p.x : p.anchor === 'middle' ? p.x - width / 2 : p.x - width;
      out += 'q\n';
      if ((p.fillOpacity ?? 1) < 1) out += `${ctx.resources.opacity(p.fillOpacity!, 1).toString()} gs\n`;
      out += `${rgb(p.fill)} rg\nBT\n${name.toString()} 1 Tf\n${num(p.size * p.scaleX)} 0 0 ${num(-p.size)} ${num(x)} ${num(p.y)} Tm\n${font.encodeText(p.text).toString()} Tj\nET\nQ\n`;
    } else if (p.kind === 'image') {
      const image = ctx.images.get(p.picture);
      if (!image) throw new Error('Picture was not embedded');
      out += `q\n${num(p.width)} 0 0 ${num(-p.height)} ${num(p.x)} ${num(p.y + p.height)} cm\n${ctx.resources.image(image).toString()} Do\nQ\n`;
    } else {
      out += 'q\n';
      if (p.transform)
        out += `${num(p.transform.scale)} 0 0 ${num(p.transform.scale)} ${num(p.transform.x)} ${num(p.transform.y)} cm\n`;
      if (p.clip) out += pathOps(p.clip) + 'W n\n';
      out += primitivesToContent(p.children, ctx) + 'Q\n';
    }
  }
  return out;
}

/** Collects the pictures a face draws, so they can be embedded once. */
export function picturesOf(primitives: FacePrimitive[]): FacePicture[] {
  return primitives.flatMap((p) =>
    p.kind === 'image' ? [p.picture] : p.kind === 'group' ? picturesOf(p.children) : [],
  );
}
