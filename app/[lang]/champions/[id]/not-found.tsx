'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** An unknown Champion id, on its page or its edit page (HTTP 404), said plainly. */
export default function ChampionNotFound() {
  const params = useParams<{ lang?: string }>();
  const t = createT(championsMessages, toLocale(params?.lang));
  return (
    <section className="space-y-3" data-testid="champion-not-found">
      <h1 className="font-display text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p role="alert" className="font-semibold text-ember">{t('notFound')}</p>
      <p className="flex gap-4">
        <Link href="/champions" className="underline">{t('galleryTitle')}</Link>
        <Link href="/champions/new" className="underline">{t('galleryNew')}</Link>
      </p>
    </section>
  );
}
