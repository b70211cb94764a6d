'use client';
import { useId, useState } from 'react';
import { DeckDate } from '@/components/decks/DeckDate';
import { editUrlWithToken } from '@/components/site/fragmentToken';
import type { MineEntry } from '@/lib/mine/mineList';
import type { Locale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';
import { forgetMine } from './mineStorage';

const button = 'rounded-lg border px-3 py-2 text-sm font-semibold';

/** One deck or Champion of the list: its pages, and taking it off the list or deleting it. */
export function MineItem({
  entry,
  locale,
  onDone,
}: {
  entry: MineEntry;
  locale: Locale;
  onDone: (message: string) => void;
}) {
  const t = createT(mineMessages, locale);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = entry.name || t('untitled');
  const deck = entry.kind === 'deck';
  const path = `/${deck ? 'decks' : 'champions'}/${entry.id}`;

  const remove = async () => {
    setBusy(true);
    setError('');
    try {
      const response = await fetch(`/api${path}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${entry.token}` },
      });
      if (response.status === 204 || response.status === 404) {
        forgetMine(entry);
        onDone(t(response.status === 204 ? 'deleted' : 'deleteGone', { name }));
        return;
      }
      setError(response.status === 403 ? t('deleteForbidden', { name }) : t('deleteFailed', { name }));
    } catch {
      setError(t('deleteFailed', { name }));
    }
    setBusy(false);
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="mine-item"
      data-kind={entry.kind}
      data-id={entry.id}
      className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4 wrap-anywhere"
    >
      <p className="text-sm text-black/60">
        {t(deck ? 'kindDeck' : 'kindChampion')} · {t('lastHere', { date: '' })}
        <DeckDate iso={entry.at} locale={locale} />
      </p>
      <h2 id={`${id}-name`} className="font-display text-xl font-bold">
        <a href={path} className="underline decoration-gold hover:text-ember">
          {name}
        </a>
      </h2>
      <div className="flex flex-wrap gap-2">
        <a
          href={editUrlWithToken(path, entry.token)}
          data-testid="mine-edit"
          className={`${button} border-ember bg-ember text-white hover:bg-ember/90`}
        >
          {t('edit')}
          <span className="sr-only"> {name}</span>
        </a>
        <a href={path} className={`${button} border-black/20 hover:bg-black/5`}>
          {t('open')}
          <span className="sr-only"> {name}</span>
        </a>
        <button
          type="button"
          className={`${button} border-black/20 hover:bg-black/5`}
          onClick={() => {
            forgetMine(entry);
            onDone(t('forgotten', { name }));
          }}
        >
          {t('forget')}
          <span className="sr-only"> {name}</span>
        </button>
        {!asking && (
          <button
            type="button"
            className={`${button} border-ember/60 text-ember hover:bg-ember/5`}
            onClick={() => setAsking(true)}
          >
            {t(deck ? 'deleteDeck' : 'deleteChampion')}
            <span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
      {asking && (
        <div className="space-y-2" role="group" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`}>{t(deck ? 'deleteAsk' : 'deleteAskChampion', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the question just asked is answered here
              autoFocus
              disabled={busy}
              onClick={remove}
              className={`${button} border-ember bg-ember text-white disabled:opacity-50`}
            >
              {t('deleteConfirm')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              className={`${button} border-black/20 hover:bg-black/5`}
            >
              {t('deleteKeep')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="font-semibold text-ember">
          {error}
        </p>
      )}
    </article>
  );
}
