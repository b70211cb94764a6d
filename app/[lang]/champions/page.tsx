import type { Metadata } from 'next';
import Link from 'next/link';
import { ChampionGalleryItem } from '@/components/champions/ChampionGalleryItem';
import { championPictureUrl, championUrl } from '@/lib/api/champions/view';
import { championFaceCard, readStoredChampion } from '@/lib/champions/stored';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';

const PER_PAGE = 12;

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(championsMessages, toLocale((await params).lang));
  return { title: t('galleryTitle'), description: t('galleryIntro') };
}

export default async function ChampionsGallery({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(championsMessages, locale);
  const asked = Number((await searchParams).page);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const { items, total } = await (
    await getStore()
  ).champions.list({ sort: 'newest', limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const cards = items.flatMap((record) => {
    const sheet = readStoredChampion(record);
    const picture = championPictureUrl(record);
    return sheet ? [{ record, card: championFaceCard(sheet, picture ? { dataUrl: picture } : undefined) }] : [];
  });
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-4xl font-bold">{t('galleryTitle')}</h1>
          <p className="max-w-prose text-black/70">{t('galleryIntro')}</p>
        </div>
        <Link
          href="/champions/new"
          className="rounded-lg bg-ember px-5 py-3 font-semibold text-white shadow hover:bg-ember/90"
        >
          {t('galleryNew')}
        </Link>
      </header>
      {total === 0 ? (
        <p>{t('galleryEmpty')}</p>
      ) : page > pages ? (
        <p role="status" className="space-x-2" data-testid="gallery-past-end">
          <span>{t('galleryPastEnd', { page, pages })}</span>
          <Link className="font-semibold underline hover:text-ember" href={`/champions?page=${pages}`}>
            {t('galleryLastPage')}
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {cards.map(({ record, card }) => (
            <ChampionGalleryItem
              key={record.id}
              href={championUrl(record.id)}
              card={card}
              author={record.author}
              locale={locale}
            />
          ))}
        </ul>
      )}
      {pages > 1 && page <= pages && (
        <nav aria-label={t('galleryPagination')} className="flex items-center justify-center gap-4">
          {page > 1 && (
            <Link rel="prev" className="underline hover:text-ember" href={`/champions?page=${page - 1}`}>
              {t('galleryPrev')}
            </Link>
          )}
          <span>{t('galleryPage', { page, pages })}</span>
          {page < pages && (
            <Link rel="next" className="underline hover:text-ember" href={`/champions?page=${page + 1}`}>
              {t('galleryNext')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
