import sharp from 'sharp';
import type { Store } from '../../db/store';
import type { Locale } from '../../i18n/locales';
import { PALETTES } from '../../print/face/palette';
import type { FaceCard } from '../../print/face/types';
import { loadFontBytes } from '../../print/pdf/fontFiles';
import { renderSheetPdf } from '../renderSheetPdf';
import { cardFaceSvg, type TextOutliner } from '../../print/svg/faceSvg';
import { createTextOutliner } from '../../print/svg/outlineText';
import { championFaceCard, type ChampionSheet } from '../../champions/stored';
import { championSlug } from '../../champions/toCard';
import type { SavedChampion } from '../../db/champions';
import { guarded } from '../errors';
import { fieldErrors } from './errors';
import { loadChampion } from './handlers';
import { parsePrintOptions, type PrintRequest } from './printOptions';

/**
 * The picture as a JPEG for the renderers: pdf-lib copies a JPEG into the PDF as it is but
 * decodes and re-compresses a PNG (10× slower), and resvg reads a small JPEG fastest. Any
 * transparency is flattened onto the Champion frame's colour, which is what shows through.
 */
async function renderablePicture(
  bytes: Uint8Array,
  maxSide?: number,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  let image = sharp(bytes).flatten({ background: PALETTES.champion.background });
  if (maxSide) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await image
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** A Champion's face ready to render, its picture (if any) at full resolution or at most `maxSide` pixels. */
export async function renderableFaceCard(
  sheet: ChampionSheet,
  pictureBytes: Uint8Array | null,
  maxSide?: number,
): Promise<FaceCard> {
  if (!pictureBytes || !sheet.picture) return championFaceCard(sheet);
  const picture = await renderablePicture(pictureBytes, maxSide);
  return championFaceCard(
    { ...sheet, picture: { width: picture.width, height: picture.height } },
    { bytes: picture.bytes, mime: 'image/jpeg' },
  );
}

/** The face of a saved Champion, reading its stored picture. */
export async function printFaceCard(
  store: Store,
  record: SavedChampion,
  sheet: ChampionSheet,
  maxSide?: number,
): Promise<FaceCard> {
  const stored = record.pictureSha ? await store.champions.getPicture(record.pictureSha) : null;
  return renderableFaceCard(sheet, stored?.bytes ?? null, maxSide);
}

/** The print options of the address, or 400 naming the one at fault. */
export function printRequest(request: Request): PrintRequest {
  const parsed = parsePrintOptions(new URL(request.url).searchParams);
  if (!parsed.ok) throw fieldErrors(400, 'bad-param', [parsed.error]);
  return parsed.value;
}

/** A PDF download that is never stored by a shared cache (each is asked for with its options). */
export function pdfResponse(bytes: Uint8Array, file: string): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/champions/<id>/pdf?paper=&bleed=&marks=&back=&copies=&lang=: the print-and-play sheet, 1 to 9 copies of the card. */
export const championPdfResponse = (store: Store, id: string, request: Request) =>
  guarded(async () => {
    const { options, locale, copies } = printRequest(request);
    const loaded = await loadChampion(store, id);
    const card = await printFaceCard(store, loaded.record, loaded.sheet);
    const bytes = await renderSheetPdf(
      Array.from({ length: copies }, () => card),
      { ...options, locale, title: loaded.sheet.design.name },
    );
    return pdfResponse(
      bytes,
      `${championSlug(loaded.sheet.design.name)}${copies > 1 ? `-x${copies}` : ''}-${options.paper}${options.bleedMm ? '-bleed' : ''}.pdf`,
    );
  });

let outliner: Promise<TextOutliner> | null = null;
const textOutliner = () => (outliner ??= loadFontBytes().then(createTextOutliner));

/** Pixels of the card image: 10 per mm. */
export const CARD_IMAGE_WIDTH = 560;
export const CARD_IMAGE_HEIGHT = 870;
/** The art frame is 480 px wide in the card image: 1.5× that keeps a zoomed picture sharp enough on screen. */
export const IMAGE_PICTURE_SIDE = 720;

/** The card face as an SVG document with outlined text (no font needed to draw it). */
export async function cardImageSvg(card: FaceCard, locale: Locale, widthPx = CARD_IMAGE_WIDTH): Promise<string> {
  return cardFaceSvg(card, { locale, corners: 'round', widthPx, outline: await textOutliner() });
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
