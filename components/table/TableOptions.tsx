'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { STEP_DELAY, type AnimationSpeed } from '@/lib/table/board/animationSteps';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';

export interface TableOptionsProps {
  locale: Locale;
  speed: AnimationSpeed;
  onSpeed: (speed: AnimationSpeed) => void;
  /** Absent once the game is over. */
  onAbandon?: () => void;
}

const button =
  'rounded-lg border px-2 py-0.5 text-xs font-semibold sm:px-3 sm:py-1 sm:text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember';

/** The animation's speed, and abandoning the game (asked twice: a game cannot be resumed once abandoned). */
export function TableOptions({ locale, speed, onSpeed, onAbandon }: TableOptionsProps) {
  const t = createT(tableMessages, locale);
  const b = createT(tableBoardMessages, locale);
  const [asking, setAsking] = useState(false);
  const abandon = useRef<HTMLButtonElement>(null);
  // Set when the question is answered "keep playing": the focus goes back to the button that asked it.
  const returning = useRef(false);
  useEffect(() => {
    if (asking || !returning.current) return;
    returning.current = false;
    abandon.current?.focus({ preventScroll: true });
  }, [asking]);
  const keep = () => {
    returning.current = true;
    setAsking(false);
  };
  useEffect(() => {
    if (!asking) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        returning.current = true;
        setAsking(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [asking]);
  return (
    <div className="relative flex items-center gap-1 text-xs sm:gap-2 sm:text-sm">
      <label className="flex items-center gap-1">
        <span className="sr-only xl:not-sr-only">{t('speed')}</span>
        <select
          value={speed}
          onChange={(e) => onSpeed(e.target.value as AnimationSpeed)}
          className="max-w-20 rounded border border-black/20 bg-white px-0.5 py-0.5 text-ink sm:max-w-28 sm:px-1 xl:max-w-none xl:px-2 xl:py-1"
          data-testid="speed"
          aria-label={t('speed')}
        >
          {(Object.keys(STEP_DELAY) as AnimationSpeed[]).map((s) => (
            <option key={s} value={s}>
              {t(`speed-${s}`)}
            </option>
          ))}
        </select>
      </label>
      {onAbandon && !asking ? (
        <button
          ref={abandon}
          type="button"
          className={`${button} border-black/20 bg-white text-ink`}
          onClick={() => setAsking(true)}
          data-testid="abandon"
        >
          <span className="xl:hidden">{b('abandonShort')}</span>
          <span className="hidden xl:inline">{t('abandon')}</span>
        </button>
      ) : null}
      {onAbandon && asking ? (
        <div
          role="alertdialog"
          aria-labelledby="abandon-question"
          className="absolute right-0 top-0 z-50 flex w-64 flex-wrap items-center gap-2 rounded-lg border border-ember/40 bg-parchment p-2 text-ink shadow-xl"
        >
          <p id="abandon-question">{t('abandonConfirm')}</p>
          <button
            type="button"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the question was just asked: the answer takes the focus
            autoFocus
            className={`${button} border-ember bg-ember text-white`}
            onClick={onAbandon}
            data-testid="abandon-yes"
          >
            {t('abandonYes')}
          </button>
          <button
            type="button"
            className={`${button} border-black/20 bg-white`}
            onClick={keep}
            data-testid="abandon-keep"
          >
            {t('abandonKeep')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
