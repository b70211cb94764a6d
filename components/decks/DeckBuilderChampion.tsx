'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CardFace } from '@/components/card/CardFace';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { ChampionState } from './useDeckChampion';

/** At most one custom Champion, by its link or id; shows it once loaded, or why it cannot be. */
export function DeckBuilderChampion({
  locale,
  champion,
  attached,
  onAttach,
  onDetach,
}: {
  locale: Locale;
  champion: ChampionState;
  /** Whether `champion` is the deck's own (not one still being looked up before it joins). */
  attached: boolean;
  onAttach: (text: string) => void;
  onDetach: () => void;
}) {
  const t = createT(decksMessages, locale);
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAttach(text);
  };
  const name = champion.status === 'ok' ? champion.card.name : champion.status === 'none' ? '' : champion.id;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border border-black/10 bg-white/50 p-3"
      data-testid="deck-champion"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('championTitle')}
      </h2>
      <p className="text-xs text-black/60">{t('championHelp')}</p>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor={`${id}-ref`} className="sr-only">
          {t('championLabel')}
        </label>
        <input
          id={`${id}-ref`}
          ref={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('championLabel')}
          autoComplete="off"
          maxLength={300}
          className="min-w-0 flex-1 rounded-lg border border-black/25 bg-white px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded-lg border border-black/20 bg-white px-3 py-2 text-sm font-semibold hover:border-gold"
        >
          {t('championAttach')}
        </button>
      </form>
      {champion.status !== 'none' && (
        <div className="flex items-start gap-3">
          {champion.status === 'ok' && (
            <div className="w-24 shrink-0">
              <CardFace card={{ ...champion.card, champion: true }} locale={locale} className="block h-auto w-full" />
            </div>
          )}
          <div className="space-y-2 text-sm">
            {champion.status === 'loading' && <p>{t('championLoading')}</p>}
            {champion.status === 'ok' && <p className="font-semibold">{t('championAttached', { name })}</p>}
            {champion.status === 'missing' && (
              <p className="font-semibold text-ember">{t('championNotFound', { id: champion.id })}</p>
            )}
            {champion.status === 'error' && (
              <p className="font-semibold text-ember">{t('championFailed', { reason: champion.reason })}</p>
            )}
            {/* The button goes away with the Champion: the focus goes to the field to attach another. */}
            {attached && (
              <button
                type="button"
                onClick={() => {
                  onDetach();
                  field.current?.focus();
                }}
                className="rounded border border-black/20 bg-white px-2 py-1 hover:border-ember"
              >
                {t('championRemove', { name })}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
