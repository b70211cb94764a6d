'use client';
import { useId, useState } from 'react';
import { applySuggestion, DECK_SIZE, formatDeckText, parseDeckText, type DeckTextProblem } from '@/lib/decks';
import { getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';
import type { BuilderDeck } from './deckBuilderUrl';
import type { BuilderStatus } from './DeckBuilderStatus';
import { deckTextReport } from './deckTextReport';

/**
 * Deck list as text: import replaces the cards (unknown names are listed back), export writes
 * them. The import's report holds until the deck changes again.
 */
export function DeckBuilderText({
  locale,
  deck,
  onLoad,
}: {
  locale: Locale;
  deck: BuilderDeck;
  onLoad: (deck: BuilderDeck, messages: BuilderStatus[]) => void;
}) {
  const t = createT(decksMessages, locale);
  const [text, setText] = useState('');
  type Guess = Extract<DeckTextProblem, { code: 'unknown' }>;
  const [lastReport, setLastReport] = useState<{
    messages: BuilderStatus[];
    deck: BuilderDeck;
    guesses: Guess[];
  } | null>(null);
  const current = lastReport?.deck === deck ? lastReport : null;
  const report = current?.messages ?? [];
  const id = useId();
  const names = (slugs: readonly string[]) => slugs.map((s) => getCard(s)?.name ?? s).join(', ');
  const importText = (list: string) => {
    const parsed = parseDeckText(list);
    const messages = deckTextReport(parsed.problems, locale);
    const guesses = parsed.problems.filter((p): p is Guess => p.code === 'unknown' && p.suggestion !== undefined);
    if (!parsed.cards.length) {
      setLastReport({ messages: [{ tone: 'error', text: t('textEmpty') }, ...messages], deck, guesses });
      return;
    }
    const kept = parsed.cards.slice(0, DECK_SIZE);
    if (parsed.cards.length > DECK_SIZE)
      messages.push({
        tone: 'error',
        text: t(pluralKey('textTooMany', parsed.cards.length - DECK_SIZE, locale), {
          names: names(parsed.cards.slice(DECK_SIZE)),
        }),
      });
    const all = [
      { tone: 'ok' as const, text: t(pluralKey('textImported', kept.length, locale), { count: kept.length }) },
      ...messages,
    ];
    const imported = { cards: kept, championId: null };
    setLastReport({ messages: all, deck: imported, guesses });
    onLoad(imported, all);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {t('textTitle')}
      </h2>
      <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
        {t('textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={9}
        maxLength={5000}
        spellCheck={false}
        aria-describedby={`${id}-help ${id}-report`}
        className="w-full rounded-lg border border-black/25 bg-white px-3 py-2 font-mono text-sm"
      />
      <p id={`${id}-help`} className="text-xs text-black/60">
        {t('textHelp')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => importText(text)}
          className="rounded-lg bg-gold px-3 py-2 text-sm font-semibold text-ink hover:bg-gold/90"
        >
          {t('textImport')}
        </button>
        <button
          type="button"
          onClick={() => {
            setText(formatDeckText(deck.cards));
            setLastReport(null);
          }}
          className="rounded-lg border border-black/20 bg-white px-3 py-2 text-sm font-semibold hover:border-gold"
        >
          {t('textExport')}
        </button>
      </div>
      <div id={`${id}-report`} data-testid="deck-text-report" className="space-y-1 text-sm">
        {report.map((m, i) => (
          <p key={i} className={m.tone === 'error' ? 'font-semibold text-ember' : ''}>
            {m.text}
          </p>
        ))}
        {current?.guesses.map((guess) => (
          <button
            key={guess.text}
            type="button"
            className="mr-2 rounded border border-black/20 bg-white px-2 py-1 hover:border-gold"
            onClick={() => {
              const fixed = applySuggestion(text, guess);
              setText(fixed);
              importText(fixed);
            }}
          >
            {t('textUseSuggestion', { name: getCard(guess.suggestion as string)?.name ?? '', text: guess.text })}
          </button>
        ))}
      </div>
    </section>
  );
}
