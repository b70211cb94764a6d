import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { STEP_DELAY, type AnimationSpeed } from '@/lib/table/animationSteps';

export interface TableControlsProps {
  locale: Locale;
  mana: number | null;
  canEndTurn: boolean;
  canUndo: boolean;
  animating: boolean;
  speed: AnimationSpeed;
  onEndTurn: () => void;
  onUndo: () => void;
  onSkip: () => void;
  onSpeed: (speed: AnimationSpeed) => void;
}

/** Mana left, End turn, Undo, and the animation's speed and skip. */
export function TableControls({ locale, mana, canEndTurn, canUndo, animating, speed, onEndTurn, onUndo, onSkip, onSpeed }: TableControlsProps) {
  const t = createT(tableMessages, locale);
  const button = 'rounded-lg px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {mana !== null ? <span className="rounded-full bg-tide px-3 py-1 font-semibold text-white" data-testid="mana">{t('manaLeft', { mana })}</span> : null}
      <button type="button" className={`${button} bg-ember text-white`} disabled={!canEndTurn} onClick={onEndTurn} data-testid="end-turn">{t('endTurn')}</button>
      <button type="button" className={`${button} border border-black/20 bg-white`} disabled={!canUndo} onClick={onUndo}>{t('undo')}</button>
      <label className="flex items-center gap-2 text-sm">
        {t('speed')}
        <select value={speed} onChange={(e) => onSpeed(e.target.value as AnimationSpeed)} className="rounded border border-black/20 bg-white px-2 py-1" data-testid="speed">
          {(Object.keys(STEP_DELAY) as AnimationSpeed[]).map((s) => <option key={s} value={s}>{t(`speed-${s}`)}</option>)}
        </select>
      </label>
      {animating ? <button type="button" className={`${button} border border-black/20 bg-white`} onClick={onSkip} data-testid="skip">{t('skip')}</button> : null}
    </div>
  );
}
