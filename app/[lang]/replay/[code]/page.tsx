import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { TableReplay } from '@/components/table/TableReplay';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(tableMessages, toLocale((await params).lang));
  return { title: t('replayTitle'), description: t('replayIntro'), robots: { index: false } };
}

/** /replay/<code>: the code alone (seed, setup, moves) is the game; nothing is stored. */
export default async function ReplayPage({ params }: Props) {
  const { lang, code } = await params;
  const locale = toLocale(lang);
  const t = createT(tableMessages, locale);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="font-display text-4xl font-bold">{t('replayTitle')}</h1>
        <p className="text-black/80">{t('replayIntro')}</p>
      </header>
      <TableReplay code={readCode(code)} locale={locale} />
    </div>
  );
}

/** The code as typed; a malformed escape (%E0%A4%A) is kept as it is, so the page explains it instead of failing. */
function readCode(code: string): string {
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}
