import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { useDurationText } from './useDurationText';

/** The estimated time of a run before it starts, from a warm-up on this device (or that it is being measured). */
export function SimulateEstimate({
  seconds,
  workers,
  locale,
  testId,
}: {
  seconds: number | null;
  workers: number;
  locale: Locale;
  testId: string;
}) {
  const t = createT(simulateMessages, locale);
  const duration = useDurationText(locale);
  return (
    <p className="text-sm text-black/80" data-testid={testId} aria-live="polite">
      {seconds === null
        ? t('estimateMeasuring')
        : t('estimate', { time: duration(seconds), workers: new Intl.NumberFormat(locale).format(workers) })}
    </p>
  );
}
