import Link from 'next/link';
import { CardFace } from '@/components/card/CardFace';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import type { FaceCard } from '@/lib/print/face/types';

/** One saved Champion in the gallery: its face, linking to its page. */
export function ChampionGalleryItem({
  href,
  card,
  author,
  locale,
}: {
  href: string;
  card: FaceCard;
  author: string;
  locale: Locale;
}) {
  const t = createT(championsMessages, locale);
  return (
    <li>
      <Link href={href} className="group block space-y-1 rounded-lg p-1 hover:bg-black/5">
        <div aria-hidden="true">
          <CardFace
            card={card}
            locale={locale}
            className="block h-auto w-full drop-shadow-md transition group-hover:-translate-y-0.5"
          />
        </div>
        <span className="block font-semibold">{card.name}</span>
        {author && <span className="block text-sm text-black/60">{t('galleryBy', { author })}</span>}
      </Link>
    </li>
  );
}
