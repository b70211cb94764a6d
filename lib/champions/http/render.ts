import sharp from 'sharp';
import type { Store } from '../../db/store';
import type { Locale } from '../../i18n/locales';
import type { FaceCard } from '../../print/face/types';
import { loadFontBytes } from '../../print/pdf/fontFiles';
import { renderCardSheetPdf } from '../../print/pdf/sheet';
import { cardFaceSvg, type TextOutliner } from '../../print/svg/faceSvg';
import { createTextOutliner } from '../../print/svg/outlineText';
import { championFaceCard, type ChampionSheet } from '../stored';
import { championSlug } from '../toCard';
import type { SavedChampion } from '../../db/champions';
import { errorsResponse, loadChampion } from './handlers';
import { parsePrintOptions } from './printOptions';

/** The face of a saved Champion with its stored picture at full resolution (for print). */
export async function printFaceCard(store: Store, record: SavedChampion, sheet: ChampionSheet): Promise<FaceCard> {
  const picture = record.pictureSha ? await store.champions.getPicture(record.pictureSha) : null;
  return championFaceCard(sheet, picture ? { bytes: picture.bytes } : undefined);
}

/** GET /api/champions/<id>/pdf?paper=&bleed=&marks=&back=&lang=: the print-and-play sheet. */
export async function championPdfResponse(store: Store, id: string, request: Request): Promise<Response> {
  const parsed = parsePrintOptions(new URL(request.url).searchParams);
  if (!parsed.ok) return errorsResponse(400, [parsed.error]);
  const loaded = await loadChampion(store, id);
  if (!loaded.ok) return loaded.response;
  const card = await printFaceCard(store, loaded.record, loaded.sheet);
  const { options, locale } = parsed.value;
  const bytes = await renderCardSheetPdf([card], { ...options, locale, title: loaded.sheet.design.name });
  const file = `${championSlug(loaded.sheet.design.name)}-${options.paper}${options.bleedMm ? '-bleed' : ''}.pdf`;
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' },
  });
}

let outliner: Promise<TextOutliner> | null = null;
const textOutliner = () => (outliner ??= loadFontBytes().then(createTextOutliner));

/** Pixels of the card image: 10 per mm. */
export const CARD_IMAGE_WIDTH = 560;
export const CARD_IMAGE_HEIGHT = 870;
// The art frame is 48 mm wide, 480 px in the image: twice that keeps a 2× zoom sharp. PNG keeps transparency.
const IMAGE_PICTURE_SIDE = 960;

/** The card face as an SVG document with outlined text and a picture sized for the screen. */
export async function cardImageSvg(card: FaceCard, locale: Locale, widthPx = CARD_IMAGE_WIDTH): Promise<string> {
  let face = card;
  if (card.picture?.bytes && Math.max(card.picture.width, card.picture.height) > IMAGE_PICTURE_SIDE) {
    const { data, info } = await sharp(card.picture.bytes)
      .resize({ width: IMAGE_PICTURE_SIDE, height: IMAGE_PICTURE_SIDE, fit: 'inside' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    face = { ...card, picture: { ...card.picture, bytes: new Uint8Array(data), mime: 'image/png', width: info.width, height: info.height } };
  }
  return cardFaceSvg(face, { locale, corners: 'round', widthPx, outline: await textOutliner() });
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
