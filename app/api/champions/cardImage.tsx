import { ImageResponse } from 'next/og';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, cardImageSvg, svgDataUrl } from '@/lib/api/champions/render';
import type { Locale } from '@/lib/i18n/locales';
import type { FaceCard } from '@/lib/print/face/types';

/**
 * The card face as a PNG through next/og. The face is one SVG with its text outlined, so the
 * image needs no font at render time and matches the print layout.
 */
export async function cardImageResponse(
  card: FaceCard,
  locale: Locale,
  headers: Record<string, string> = {},
): Promise<ImageResponse> {
  const src = svgDataUrl(await cardImageSvg(card, locale, CARD_IMAGE_WIDTH));
  return new ImageResponse(
    // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
    <img src={src} width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} alt="" />,
    { width: CARD_IMAGE_WIDTH, height: CARD_IMAGE_HEIGHT, headers },
  );
}

export const OG_SIZE = { width: 1200, height: 630 };
const OG_CARD = { width: 372, height: 578 };

/** A 1200 × 630 sharing image: the face on the left, name and cost on the right. */
export async function championOgResponse(
  card: FaceCard,
  locale: Locale,
  lines: { title: string; subtitle: string; footer: string },
): Promise<ImageResponse> {
  const src = svgDataUrl(await cardImageSvg(card, locale, OG_CARD.width));
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        background: '#1d0a22',
        color: '#f7ecd0',
        padding: '26px 64px',
        gap: 56,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img> */}
      <img src={src} width={OG_CARD.width} height={OG_CARD.height} alt="" />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20, flex: 1 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{lines.title}</div>
        <div style={{ fontSize: 34, color: '#e0b84a' }}>{lines.subtitle}</div>
        <div style={{ fontSize: 26, opacity: 0.8 }}>{lines.footer}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}
