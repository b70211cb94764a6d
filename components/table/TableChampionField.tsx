'use client';

import { useId, useState } from 'react';
import type { Card } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { fetchChampion, parseChampionRef } from '@/lib/table/replay/championRef';

/** A Champion by id or page link, fetched from /api/champions/<id> and kept as a card. */
export function TableChampionField({
  seat,
  label,
  value,
  locale,
  onChange,
}: {
  seat: string;
  label: string;
  value: Card | undefined;
  locale: Locale;
  onChange: (c: Card | undefined) => void;
}) {
  const t = createT(tableMessages, locale);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const ref = parseChampionRef(text);
    if (!ref) {
      setError(t('championBadInput'));
      return;
    }
    setBusy(true);
    const r = await fetchChampion(ref);
    setBusy(false);
    if (r.ok) {
      setError('');
      onChange(r.card);
    } else setError(t(r.reason === 'not-found' ? 'championNotFound' : 'championUnavailable'));
  };
  if (value) {
    return (
      <p className="flex items-center gap-3" data-testid={`champion-${seat}`}>
        {t('championLoaded', { name: value.name, mana: value.mana })}
        <button type="button" className="underline" onClick={() => onChange(undefined)}>
          {t('championRemove')}
        </button>
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={`${id}-err`}
          className="w-full max-w-md rounded border border-black/30 px-2 py-1"
        />
        <button type="button" onClick={load} disabled={busy} className="rounded border border-black/30 px-3 py-1">
          {t('championLoad')}
        </button>
      </div>
      <p id={`${id}-err`} role="alert" className="text-sm text-ember">
        {error}
      </p>
    </div>
  );
}
