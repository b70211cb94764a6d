import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/** A Form XObject drawn on a page: its name, the `cm` placing it and its bounding box. */
export interface PlacedForm {
  name: string;
  /** The form's object reference, e.g. "12 0 R": the same drawing placed twice shares it. */
  ref: string;
  matrix: number[];
  bbox: number[];
}

function streamText(stream: PDFRawStream): string {
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

/** The page's content, all streams concatenated. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const ctx = page.doc.context;
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => ctx.lookup(r)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? streamText(s) : '')).join('\n');
}

/**
 * Reads back every `q a b c d e f cm /Name Do Q` on a page (how the sheet places card faces)
 * with the form's /BBox: a check of what the PDF really draws, independent of our metadata.
 */
export function placedForms(page: PDFPage): PlacedForm[] {
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const out: PlacedForm[] = [];
  const re = /q\s+([-\d.\s]+?)\s+cm\s+\/(\S+)\s+Do\s+Q/g;
  for (const m of pageContent(page).matchAll(re)) {
    const matrix = m[1].trim().split(/\s+/).map(Number);
    const ref = xobjects?.get(PDFName.of(m[2]));
    const form = ref instanceof PDFRef ? page.doc.context.lookup(ref) : undefined;
    const bbox =
      form instanceof PDFRawStream
        ? form.dict
            .lookup(PDFName.of('BBox'), PDFArray)
            .asArray()
            .map((n) => (n as PDFNumber).asNumber())
        : [];
    out.push({ name: m[2], ref: String(ref), matrix, bbox });
  }
  return out;
}

/** Font descriptors in the document and whether each embeds its font program. */
export function embeddedFonts(doc: PDFDocument): Array<{ name: string; embedded: boolean }> {
  const out: Array<{ name: string; embedded: boolean }> = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFDict ? obj : undefined;
    if (dict?.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => dict.get(PDFName.of(k)) instanceof PDFRef);
    out.push({ name: String(dict.get(PDFName.of('FontName'))), embedded });
  }
  return out;
}

export function pageBox(page: PDFPage, key: 'TrimBox' | 'BleedBox'): number[] | undefined {
  const box = page.node.lookupMaybe(PDFName.of(key), PDFArray);
  return box?.asArray().map((n) => (n as PDFNumber).asNumber());
}
