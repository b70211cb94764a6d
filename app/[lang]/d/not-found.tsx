'use client';
import { useParams } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { DeckBadCode } from '@/components/decks/DeckBadCode';

/** /d/ without a code (HTTP 404): said as an empty deck code, not as a generic missing page. */
export default function NoDeckCode() {
  const params = useParams<{ lang?: string }>();
  return <DeckBadCode raw="" locale={toLocale(params?.lang)} />;
}
