'use client';

import { CardFace } from '@/components/card/CardFace';
import type { PictureFraming } from '@/lib/champions/framing';
import type { Locale } from '@/lib/i18n/locales';
import type { FaceCard } from '@/lib/print/face/types';
import { ChampionFramerArea } from './ChampionFramerArea';

interface Props {
  card: FaceCard;
  locale: Locale;
  framing: PictureFraming;
  onFraming: (f: PictureFraming) => void;
  framerLabel: string;
  framerHelpId: string;
}

/** The live card, drawn by the card database's own component, with the framing handle on its art. */
export function ChampionPreview({ card, locale, framing, onFraming, framerLabel, framerHelpId }: Props) {
  return (
    <div className="relative mx-auto w-28 lg:w-full lg:max-w-[20rem]" data-testid="champion-preview">
      <CardFace card={card} locale={locale} className="block h-auto w-full drop-shadow-md" />
      {card.picture && (
        <ChampionFramerArea
          picture={card.picture}
          framing={framing}
          onChange={onFraming}
          label={framerLabel}
          describedBy={framerHelpId}
        />
      )}
    </div>
  );
}
