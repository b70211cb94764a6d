'use client';
import { useParams, usePathname } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { DeckBadCode } from '@/components/decks/DeckBadCode';

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
  return <DeckBadCode raw={safeDecode(params?.code ?? path.split('/').at(-1) ?? '')} locale={toLocale(params?.lang)} />;
}
