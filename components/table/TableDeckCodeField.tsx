import { useId } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** A deck code box; its problems are listed with the form's errors. */
export function TableDeckCodeField({
  label,
  value,
  locale,
  onChange,
}: {
  label: string;
  value: string;
  locale: Locale;
  onChange: (code: string) => void;
}) {
  const t = createT(tableMessages, locale);
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        className="w-full max-w-md rounded border border-black/30 px-2 py-1 font-mono"
      />
      <p id={`${id}-hint`} className="text-sm text-black/60">
        {t('deckCodeHint')}
      </p>
    </div>
  );
}
