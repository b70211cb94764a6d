import type { Locale } from '@/lib/i18n/locales';

/** A stored timestamp, written the same on the server and in every browser (UTC). */
export function DeckDate({ iso, locale }: { iso: string; locale: Locale }) {
  const text = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text} UTC</time>;
}
