import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

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

const button = 'rounded-lg px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-40 aria-disabled:opacity-40';

/** Mana left, End turn, Undo, and skipping the animation: the moves a turn needs, kept together. */
export function TableControls({ locale, mana, canEndTurn, canUndo, animating, onEndTurn, onUndo, onSkip }: TableControlsProps) {
  const t = createT(tableMessages, locale);
  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      {mana !== null ? <span className="rounded-full bg-tide px-3 py-1 font-semibold text-white" data-testid="mana">{t('manaLeft', { mana })}</span> : null}
      {/* aria-disabled rather than disabled: the button keeps the focus while the Assault and the other side play. */}
      <button type="button" className={`${button} bg-ember text-white`} aria-disabled={!canEndTurn} onClick={() => { if (canEndTurn) onEndTurn(); }} data-testid="end-turn">{t('endTurn')}</button>
      <button type="button" className={`${button} border border-black/20 bg-white`} disabled={!canUndo} onClick={onUndo}>{t('undo')}</button>
      {animating ? <button type="button" className={`${button} border border-black/20 bg-white`} onClick={onSkip} data-testid="skip">{t('skip')}</button> : null}
    </div>
  );
}
