'use client';
import { useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { forgetMine } from '@/components/mine/mineStorage';

/**
 * Deleting a saved deck takes two presses: the first explains what goes and what stays,
 * the second deletes. The gallery then says it is done.
 */
export function DeckEditDelete({ id, token, locale }: { id: string; token: string; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/decks/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status === 204) {
        forgetMine({ kind: 'deck', id });
        window.location.assign('/decks?deleted=1');
        return;
      }
      const { code } = await response.json().catch(() => ({}));
      setError(
        code === 'token-forbidden' ? t('deleteForbidden') : code === 'not-found' ? t('deleteGone') : t('deleteFailed'),
      );
    } catch {
      setError(t('deleteFailed'));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="deck-delete-title" className="space-y-2 rounded-lg border border-ember/30 p-4">
      <h2 id="deck-delete-title" className="font-semibold">
        {t('deleteTitle')}
      </h2>
      {!asking ? (
        <button
          ref={askRef}
          type="button"
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
          className="rounded-lg border border-ember/60 px-4 py-2 font-semibold text-ember hover:bg-ember/5"
        >
          {t('deleteAsk')}
        </button>
      ) : (
        <div className="space-y-2">
          <p id="deck-delete-warning">{t('deleteWarning')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              onClick={remove}
              disabled={busy}
              aria-describedby="deck-delete-warning"
              className="rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90 disabled:opacity-50"
            >
              {t('deleteConfirm')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => askRef.current?.focus());
              }}
              className="rounded-lg border border-black/20 px-4 py-2 hover:bg-black/5"
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
    </section>
  );
}
