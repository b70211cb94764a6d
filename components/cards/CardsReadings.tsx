import { describeReading } from '@/lib/cards/search/describe';
import type { QueryReading } from '@/lib/cards/search/types';
import type { Locale } from '@/lib/i18n/locales';

/**
 * How bare words were read ("Showing cards with Sprint — ab:sprint"), so the reader sees
 * why a card without the word in its name is listed, and learns the keyword.
 */
export function CardsReadings({ readings, locale }: { readings: readonly QueryReading[]; locale: Locale }) {
  if (readings.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-black/75 wrap-anywhere" data-testid="search-readings">
      {readings.map((reading) => {
        const sentence = describeReading(reading, locale);
        const cut = sentence.lastIndexOf(reading.query);
        return (
          <li key={reading.start}>
            {sentence.slice(0, cut)}
            <code className="rounded bg-black/5 px-1 font-mono">{reading.query}</code>
            {sentence.slice(cut + reading.query.length)}
          </li>
        );
      })}
    </ul>
  );
}
