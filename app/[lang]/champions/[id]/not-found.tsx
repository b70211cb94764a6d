'use client';
import { useParams } from 'next/navigation';
import { SiteNotFoundSection } from '@/components/site/SiteNotFoundSection';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** An unknown Champion id, on its page or its edit page (HTTP 404), said plainly. */
export default function ChampionNotFound() {
  const t = createT(championsMessages, toLocale(useParams<{ lang?: string }>()?.lang));
  return (
    <SiteNotFoundSection
      testId="champion-not-found"
      title={t('notFoundTitle')}
      text={t('notFound')}
      links={[
        ['/champions', t('galleryTitle')],
        ['/champions/new', t('galleryNew')],
      ]}
    />
  );
}
