'use client';
import { useId, useState, type FormEvent } from 'react';
import { PRECONSTRUCTED } from '@/lib/cards';
import { decodeDeck } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { BuilderDeck } from './deckBuilderUrl';
import type { BuilderStatus } from './DeckBuilderStatus';
import { readDeckCodeRef } from './deckCodeRef';
import { deckCodeErrorText } from './deckErrorText';

/**
 * Start again from a preconstructed deck or from a deck code or link (checked before anything
 * changes). A refused code is said beside the field until it is edited or the deck changes.
 */
export function DeckBuilderStart({
  locale,
  deck,
  onLoad,
}: {
  locale: Locale;
  deck: BuilderDeck;
  onLoad: (deck: BuilderDeck, messages: BuilderStatus[]) => void;
}) {
  const t = createT(decksMessages, locale);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; deck: BuilderDeck } | null>(null);
  const error = refusal?.deck === deck ? refusal.text : null;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = readDeckCodeRef(code);
    const decoded = decodeDeck(wanted);
    if (!decoded.ok) return setRefusal({ text: deckCodeErrorText(wanted, decoded.error.code, locale), deck });
    setRefusal(null);
    onLoad({ cards: decoded.cards, championId: decoded.championId ?? null }, [{ tone: 'ok', text: t('codeLoaded') }]);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-xl border border-black/10 bg-white/50 p-3">
      <h2 id={`${id}-title`} className="font-semibold">
        {t('startTitle')}
      </h2>
      <div className="grid grid-cols-2 items-start gap-2 sm:flex sm:flex-wrap">
        {PRECONSTRUCTED.map((deck, i) => (
          <button
            key={deck.slug}
            type="button"
            data-precon={deck.slug}
            onClick={() =>
              onLoad({ cards: [...deck.cards], championId: null }, [
                { tone: 'ok', text: t('startPreconLoaded', { number: i + 1 }) },
              ])
            }
            className="rounded-lg border border-black/20 bg-white px-2 py-2 text-sm font-semibold hover:border-gold"
          >
            {t('startPrecon', { number: i + 1 })}
          </button>
        ))}
        <form
          onSubmit={submit}
          className="col-span-2 flex min-w-[16rem] flex-1 flex-wrap items-center gap-2"
          noValidate
        >
          <label htmlFor={`${id}-code`} className="text-sm font-semibold">
            {t('startCodeLabel')}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setRefusal(null);
            }}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-code-help`}
            maxLength={300}
            className="min-w-0 flex-1 rounded-lg border border-black/25 bg-white px-3 py-2 font-mono"
          />
          <button
            type="submit"
            className="rounded-lg bg-gold px-3 py-2 text-sm font-semibold text-ink hover:bg-gold/90"
          >
            {t('startCodeSubmit')}
          </button>
          <p
            id={`${id}-code-help`}
            className={`basis-full text-sm ${error ? 'font-semibold text-ember' : 'text-black/60'}`}
            role={error ? 'alert' : undefined}
          >
            {error ?? t('startCodeHelp')}
          </p>
        </form>
      </div>
    </section>
  );
}
