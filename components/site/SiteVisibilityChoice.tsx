'use client';
import { useId } from 'react';
import type { Visibility } from '@/lib/decks/visibility';
import type { Locale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';

/** Asks whether a deck or Champion is listed in the public gallery or reached by its link only. */
export function SiteVisibilityChoice({
  locale,
  value,
  onChange,
}: {
  locale: Locale;
  value: Visibility;
  onChange: (value: Visibility) => void;
}) {
  const t = createT(mineMessages, locale);
  const id = useId();
  const options = [
    ['public', t('visibilityPublic')],
    ['unlisted', t('visibilityUnlisted')],
  ] as const;
  return (
    <fieldset className="space-y-1" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">{t('visibilityLegend')}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-visibility`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4 accent-ember"
          />
          {label}
        </label>
      ))}
      <p id={`${id}-hint`} className="text-sm text-black/60">
        {t('visibilityHint')}
      </p>
    </fieldset>
  );
}
