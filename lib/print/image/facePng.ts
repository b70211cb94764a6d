import sharp from 'sharp';
import type { Locale } from '../../i18n/locales';
import type { FaceCard } from '../face/types';
import { loadFontBytes } from '../pdf/fontFiles';
import { cardFaceSvg, type TextOutliner } from '../svg/faceSvg';
import { createTextOutliner } from '../svg/outlineText';

let outliner: Promise<TextOutliner> | null = null;

/**
 * The card face as a PNG (Node only), e.g. for Open Graph images: the same layout as the
 * screen and the PDF, with text outlined so no system font is involved.
 */
export async function renderCardFacePng(
  card: FaceCard,
  options: { locale: Locale; widthPx: number },
): Promise<Uint8Array> {
  if (!Number.isInteger(options.widthPx) || options.widthPx < 16 || options.widthPx > 4000)
    throw new RangeError('widthPx must be an integer between 16 and 4000');
  outliner ??= loadFontBytes().then(createTextOutliner);
  const svg = cardFaceSvg(card, { locale: options.locale, widthPx: options.widthPx, outline: await outliner });
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
