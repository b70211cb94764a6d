import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** Steps through the events of one move (an Assault, then the AI's whole turn), one beat at a time. */
export function TableReplayEvents({
  at,
  total,
  locale,
  onGo,
}: {
  at: number;
  total: number;
  locale: Locale;
  onGo: (beat: number) => void;
}) {
  const t = createT(tableMessages, locale);
  const button =
    'rounded-lg border border-black/20 bg-white px-3 py-1 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-40';
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-sm"
      role="group"
      aria-label={t('replayEvents', { at, total })}
    >
      <button
        type="button"
        className={button}
        onClick={() => onGo(at - 1)}
        disabled={at <= 1}
        data-testid="replay-prev-event"
      >
        {t('prevEvent')}
      </button>
      <span data-testid="replay-event">{t('replayEvents', { at, total })}</span>
      <button
        type="button"
        className={button}
        onClick={() => onGo(at + 1)}
        disabled={at >= total}
        data-testid="replay-next-event"
      >
        {t('nextEvent')}
      </button>
    </div>
  );
}
