import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

export interface TableReplayControlsProps {
  at: number;
  total: number;
  playing: boolean;
  locale: Locale;
  onGo: (at: number) => void;
  onPlaying: (playing: boolean) => void;
}

/** First, previous, play/pause, next, last, and where we are. */
export function TableReplayControls({ at, total, playing, locale, onGo, onPlaying }: TableReplayControlsProps) {
  const t = createT(tableMessages, locale);
  const button =
    'rounded-lg border border-black/20 bg-white px-2 py-1 text-sm font-semibold sm:px-3 sm:py-2 sm:text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('replayTitle')}>
      <button type="button" className={button} onClick={() => onGo(0)} disabled={at === 0} data-testid="replay-first">
        {t('first')}
      </button>
      <button type="button" className={button} onClick={() => onGo(at - 1)} disabled={at === 0}>
        {t('prev')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => onPlaying(!playing)}
        disabled={at === total}
        aria-pressed={playing}
      >
        {playing ? t('pause') : t('play')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => onGo(at + 1)}
        disabled={at === total}
        data-testid="replay-next"
      >
        {t('next')}
      </button>
      <button
        type="button"
        className={button}
        onClick={() => onGo(total)}
        disabled={at === total}
        data-testid="replay-last"
      >
        {t('last')}
      </button>
      <span role="status" data-testid="replay-position">
        {t('replayPosition', { at, total })}
      </span>
    </div>
  );
}
