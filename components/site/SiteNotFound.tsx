'use client';
import { useParams, usePathname } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';

/** The last part of the address, as words: what the reader was most likely looking for. */
function searchText(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last)
      .replace(/[-_+]+/g, ' ')
      .trim()
      .slice(0, 60);
  } catch {
    return '';
  }
}

/**
 * The 404 page's content. It reads the language and the address on its own (route parameters,
 * path) rather than from request headers: the server renders it with every page of its segment,
 * and a request header read there would make each of them dynamic.
 */
export function SiteNotFound() {
  const params = useParams<{ lang?: string }>();
  const t = createT(commonMessages, toLocale(params?.lang));
  const text = searchText(usePathname() ?? '');
  return (
    <section className="space-y-3 wrap-anywhere">
      {/* A not-found page gets no metadata of its own from the framework: React puts these in <head>. */}
      <title>{`${t('notFoundTitle')} · Erret`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <ul className="space-y-1">
        {text && (
          <li>
            <a className="underline hover:text-ember" href={`/cards?q=${encodeURIComponent(text)}`}>
              {t('notFoundSearch', { text })}
            </a>
          </li>
        )}
        <li>
          <a className="underline hover:text-ember" href="/">
            {t('backHome')}
          </a>
        </li>
      </ul>
    </section>
  );
}
