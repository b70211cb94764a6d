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

const button = 'shrink-0 rounded-lg px-3 py-2 text-sm font-semibold sm:px-4 sm:text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-40 aria-disabled:opacity-40';

/** Mana left, End turn, Undo, and skipping the animation: the moves a turn needs, kept together in one row. */
export function TableControls({ locale, mana, canEndTurn, canUndo, animating, onEndTurn, onUndo, onSkip }: TableControlsProps) {
  const t = createT(tableMessages, locale);
  return (
    <div className="flex items-center gap-2 overflow-x-auto sm:flex-wrap sm:gap-3" data-testid="controls">
      {mana !== null ? <span className="shrink-0 rounded-full bg-tide px-3 py-1 text-sm font-semibold text-white sm:text-base" data-testid="mana">{t('manaLeft', { mana })}</span> : null}
      {/* aria-disabled rather than disabled: the button keeps the focus while the Assault and the other side play. */}
      <button type="button" className={`${button} bg-ember text-white`} aria-disabled={!canEndTurn} aria-label={t('endTurn')} onClick={() => { if (canEndTurn) onEndTurn(); }} data-testid="end-turn">
        <TableShortLabel short={t('endTurnShort')} full={t('endTurn')} />
      </button>
      <button type="button" className={`${button} border border-black/20 bg-white`} disabled={!canUndo} aria-label={t('undo')} onClick={onUndo}>
        <TableShortLabel short={t('undoShort')} full={t('undo')} />
      </button>
      {animating ? (
        <button type="button" className={`${button} border border-black/20 bg-white`} aria-label={t('skip')} onClick={onSkip} data-testid="skip">
          <TableShortLabel short={t('skipShort')} full={t('skip')} />
        </button>
      ) : null}
    </div>
  );
}
