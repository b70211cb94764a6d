import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { roundDuration } from '@/lib/sim/estimate';

/** "About 40 s on this device": a duration in the page's words. */
export function useDurationText(locale: Locale) {
  const t = createT(simulateMessages, locale);
  const whole = new Intl.NumberFormat(locale);
  return (seconds: number) => {
    const d = roundDuration(seconds);
    return t(d.unit === 'seconds' ? 'durationSeconds' : 'durationMinutes', { n: whole.format(d.n) });
  };
}
