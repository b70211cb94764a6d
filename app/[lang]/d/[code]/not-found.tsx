'use client';
import Link from 'next/link';
import { useParams, usePathname } from 'next/navigation';
import { decodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { deckCodeErrorText } from '@/components/decks/deckErrorText';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A code that cannot be read (HTTP 404): not-found pages get no props, so the code is read
 * back from the route (or the address) to say exactly what is wrong with it.
 */
export default function BadDeckCode() {
  const params = useParams<{ lang?: string; code?: string }>();
  const path = usePathname() ?? '';
  const locale = toLocale(params?.lang);
  const t = createT(decksMessages, locale);
  const raw = safeDecode(params?.code ?? path.split('/').at(-1) ?? '');
  const decoded = decodeDeck(raw);
  const reason = decoded.ok ? '' : deckCodeErrorText(raw, decoded.error.code, locale);
  return (
    <section className="space-y-3" data-testid="bad-code">
      <h1 className="font-display text-3xl font-bold">{t('badCodeTitle')}</h1>
      <p className="font-mono break-all text-black/70">{raw}</p>
      <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">{reason}</p>
      <p>{t('badCodeHelp')}</p>
      <Link href="/decks/new" className="inline-block rounded-lg bg-ember px-4 py-2 font-semibold text-white">{t('newDeck')}</Link>
    </section>
  );
}
