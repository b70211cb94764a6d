import Link from 'next/link';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const t = createT(commonMessages, locale);
  return (
    <section className="space-y-4">
      <h1 className="font-display text-4xl">{t('siteName')}</h1>
      <p className="text-lg">{t('tagline')}</p>
      <ul className="flex flex-wrap gap-3">
        <li><Link className="underline" href="/cards">{t('navCards')}</Link></li>
        <li><Link className="underline" href="/abilities">{t('navAbilities')}</Link></li>
        <li><Link className="underline" href="/sets">{t('navSets')}</Link></li>
      </ul>
    </section>
  );
}
