import { headers } from 'next/headers';
import { PAGE_LOCALE_HEADER, PAGE_PATH_HEADER, toLocale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';

async function page() {
  const h = await headers();
  return { locale: toLocale(h.get(PAGE_LOCALE_HEADER)), path: h.get(PAGE_PATH_HEADER) ?? '' };
}

/** The last part of the address, as words: what the reader was most likely looking for. */
function searchText(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/[-_+]+/g, ' ').trim().slice(0, 60);
  } catch {
    return '';
  }
}

export default async function NotFound() {
  const { locale, path } = await page();
  const t = createT(commonMessages, locale);
  const text = searchText(path);
  return (
    <section className="space-y-3 wrap-anywhere">
      {/* A not-found page gets no metadata of its own from the framework: React puts these in <head>. */}
      <title>{`${t('notFoundTitle')} · Erret`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <ul className="space-y-1">
        {text && <li><a className="underline hover:text-ember" href={`/cards?q=${encodeURIComponent(text)}`}>{t('notFoundSearch', { text })}</a></li>}
        <li><a className="underline hover:text-ember" href="/">{t('backHome')}</a></li>
      </ul>
    </section>
  );
}
