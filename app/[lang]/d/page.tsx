import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(decksMessages, toLocale((await params).lang));
  return { title: t('badCodeTitle'), robots: { index: false } };
}

/** /d/ with no code: a 404 whose page (not-found.tsx) says the code is empty. */
export default function EmptyDeckCodePage(): never {
  notFound();
}
