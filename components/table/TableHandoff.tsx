'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** Hot-seat: the hand stays hidden until the next player says they hold the device; the button takes the focus. */
export function TableHandoff({ seat, locale, onDone }: { seat: string; locale: Locale; onDone: () => void }) {
  const t = createT(tableMessages, locale);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <section
      data-testid="handoff"
      className="rounded-xl border-2 border-dashed border-tide p-4 text-center"
      aria-label={t('handoffTitle', { seat })}
    >
      <h3 className="font-display text-xl font-bold">{t('handoffTitle', { seat })}</h3>
      <button
        ref={button}
        type="button"
        onClick={onDone}
        className="mt-3 rounded-lg bg-tide px-4 py-2 font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember"
      >
        {t('handoffButton', { seat })}
      </button>
    </section>
  );
}
