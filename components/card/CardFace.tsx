import { useId } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { describeCardFace } from '@/lib/print/face/describe';
import { layoutCardFace } from '@/lib/print/face/layout';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM, type FaceCard } from '@/lib/print/face/types';
import { CardFacePrimitive } from './CardFacePrimitive';

export interface CardFaceProps {
  card: FaceCard;
  locale: Locale;
  className?: string;
  /** Physical size ("56mm") or any CSS length; by default the SVG fills its container's width. */
  width?: string;
}

/** The card face as resolution-independent SVG whose user unit is the millimetre. */
export function CardFace({ card, locale, className, width }: CardFaceProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const primitives = layoutCardFace(card, { locale, corners: 'round' });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CARD_WIDTH_MM} ${CARD_HEIGHT_MM}`}
      width={width}
      className={className}
      role="img"
      aria-label={describeCardFace(card, locale)}
      data-card={card.slug}
    >
      {primitives.map((p, i) => (
        <CardFacePrimitive key={i} primitive={p} uid={`cf${uid}-${i}`} />
      ))}
    </svg>
  );
}
