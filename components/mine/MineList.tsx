'use client';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';
import { MineItem } from './MineItem';
import { useMine } from './mineStorage';

/** Every deck and Champion kept in this browser, newest first; what was just done is announced. */
export function MineList({ locale }: { locale: Locale }) {
  const t = createT(mineMessages, locale);
  const list = useMine();
  const [said, setSaid] = useState('');
  return (
    <section aria-label={t('title')} className="space-y-3">
      <p role="status" aria-live="polite" data-testid="mine-status" className="font-semibold empty:hidden">
        {said}
      </p>
      {list === null ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p data-testid="mine-empty">{t('empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="mine-list">
          {list.map((entry) => (
            <li key={`${entry.kind}:${entry.id}`}>
              <MineItem entry={entry} locale={locale} onDone={setSaid} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
