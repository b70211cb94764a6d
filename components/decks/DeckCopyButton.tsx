'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

const FEEDBACK_MS = 2500;

/** Copies a text (a path is made absolute on this site) and says so, on screen and to screen readers. */
export function DeckCopyButton({
  text,
  label,
  locale,
  className,
}: {
  text: string;
  label: string;
  locale: Locale;
  className?: string;
}) {
  const t = createT(decksMessages, locale);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const value = text.startsWith('/') ? `${window.location.origin}${text}` : text;
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        data-copy={text}
        className={
          className ?? 'rounded-lg border border-black/20 bg-white px-3 py-2 text-sm font-semibold hover:border-gold'
        }
      >
        {label}
      </button>
      <span role="status" className={`text-sm ${state === 'failed' ? 'text-ember' : 'text-tide'}`}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
