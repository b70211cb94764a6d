import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { isRoomCode } from '@/lib/online/onlineLinks';
import { OnlineRoom } from '@/components/online/OnlineRoom';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = createT(onlineMessages, toLocale(lang));
  return { title: t('roomTitle', { code }), robots: { index: false } };
}

/** /play/online/<code>: a room; its seat secret stays in the fragment, read by the page in the browser. */
export default async function OnlineRoomPage({ params }: Props) {
  const { lang, code } = await params;
  if (!isRoomCode(code)) notFound();
  return <OnlineRoom code={code} locale={toLocale(lang)} />;
}
