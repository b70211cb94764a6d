import type { Metadata } from 'next';
import { SEARCH_SYNTAX } from '@/lib/cards/search/syntax';
import { toLocale } from '@/lib/i18n/locales';
import { helpMessages } from '@/lib/i18n/messages/help';
import { createT } from '@/lib/i18n/translate';
import { HelpBackToSearch } from '@/components/cards/HelpBackToSearch';
import { HelpSyntaxEntry } from '@/components/cards/HelpSyntaxEntry';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(helpMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

export default async function SearchHelpPage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(helpMessages, locale);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        <p className="text-lg text-black/80">{t('intro')}</p>
        <ul className="ml-5 list-disc text-sm text-black/70">
          <li>{t('tipCase')}</li>
          <li>{t('tipWarn')}</li>
          <li>{t('tipUrl')}</li>
        </ul>
        <HelpBackToSearch label={t('backToSearch')} />
      </header>
      <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-4 lg:self-start">
          <h2 id="contents-title" className="mb-2 font-semibold">
            {t('contents')}
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm lg:flex-col lg:gap-1">
            {SEARCH_SYNTAX.map((entry) => (
              <li key={entry.id}>
                <a className="underline decoration-gold underline-offset-2 hover:text-ember" href={`#${entry.id}`}>
                  {entry.title[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {SEARCH_SYNTAX.map((entry) => (
            <HelpSyntaxEntry key={entry.id} entry={entry} locale={locale} />
          ))}
        </div>
      </div>
    </div>
  );
}
