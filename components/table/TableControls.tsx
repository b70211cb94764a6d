import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { TableShortLabel } from './TableShortLabel';

export interface TableControlsProps {
  locale: Locale;
  mana: number | null;
  canEndTurn: boolean;
  canUndo: boolean;
  animating: boolean;
  onEndTurn: () => void;
  onUndo: () => void;
  onSkip: () => void;
}

const button =
  'shrink-0 rounded-lg px-3 py-2 text-sm font-semibold [@media(max-height:500px)]:py-1 [@media(max-height:500px)]:text-xs focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-50 aria-disabled:opacity-50';

/** Mana left, End turn, Undo, and skipping the animation: the moves a turn needs, kept together beside the hand. */
export function TableControls({
  locale,
  mana,
  canEndTurn,
  canUndo,
  animating,
  onEndTurn,
  onUndo,
  onSkip,
}: TableControlsProps) {
  const t = createT(tableMessages, locale);
  return (
    <div
      className="flex items-center gap-2 sm:flex-col sm:items-stretch [@media(max-height:500px)]:gap-1"
      data-testid="controls"
    >
      {mana !== null ? (
        <span
          className="shrink-0 rounded-full bg-sky-800 px-3 py-1 text-center text-sm font-bold [@media(max-height:500px)]:py-0 [@media(max-height:500px)]:text-xs text-white ring-2 ring-sky-300"
          data-testid="mana"
        >
          {t('manaLeft', { mana })}
        </span>
      ) : null}
      {/* aria-disabled rather than disabled: the button keeps the focus while the Assault and the other side play. */}
      <button
        type="button"
        className={`${button} bg-ember text-white shadow-md ring-2 ring-amber-300/60 aria-disabled:bg-stone-600 aria-disabled:opacity-100 aria-disabled:ring-0`}
        aria-disabled={!canEndTurn}
        aria-label={t('endTurn')}
        onClick={() => {
          if (canEndTurn) onEndTurn();
        }}
        data-testid="end-turn"
      >
        <TableShortLabel short={t('endTurnShort')} full={t('endTurn')} />
      </button>
      <div className="flex gap-2">
        <button
          type="button"
          className={`${button} flex-1 border border-black/20 bg-white text-ink`}
          disabled={!canUndo}
          aria-label={t('undo')}
          onClick={onUndo}
        >
          {t('undoShort')}
        </button>
        {animating ? (
          <button
            type="button"
            className={`${button} flex-1 border border-black/20 bg-white text-ink`}
            aria-label={t('skip')}
            onClick={onSkip}
            data-testid="skip"
          >
            {t('skipShort')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
