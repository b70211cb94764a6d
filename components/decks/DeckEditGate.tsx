'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { useBrowserValue } from '@/components/site/useBrowserValue';
import { DeckBuilder, type DeckBuilderProps } from './DeckBuilder';
import type { DeckBuilderEdit } from './DeckBuilderSave';
import { DeckEditDelete } from './DeckEditDelete';
import { tokenFromFragment } from './deckEditToken';

type Access = 'checking' | 'open' | 'wrong' | 'missing' | 'failed';

/**
 * The builder on a saved deck, once the edit token in the address fragment has been checked
 * with the server; the fragment never reaches the server by itself, so the page cannot check it.
 */
export function DeckEditGate({ locale, initialDeck, initialNotices, edit }: Omit<DeckBuilderProps, 'edit'> & { edit: Omit<DeckBuilderEdit, 'token'> }) {
  const t = createT(decksMessages, locale);
  const token = useBrowserValue(() => tokenFromFragment(window.location.hash), null);
  const [answer, setAnswer] = useState<{ token: string; access: Access } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const settle = (access: Access) => setAnswer({ token, access });
    fetch(`/api/decks/${encodeURIComponent(edit.id)}/token`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => settle(response.ok ? 'open' : response.status === 403 ? 'wrong' : 'failed'))
      .catch(() => controller.signal.aborted || settle('failed'));
    return () => controller.abort();
  }, [token, edit.id]);
  const access: Access = token === null ? 'checking' : !token ? 'missing' : answer?.token === token ? answer.access : 'checking';

  if (access === 'checking') return <p role="status" data-testid="edit-checking">{t('editChecking')}</p>;
  if (access !== 'open' || !token) {
    const message = access === 'missing' ? t('editTokenMissing') : access === 'wrong' ? t('editTokenWrong') : t('editCheckFailed');
    return (
      <section className="space-y-3" data-testid="edit-refused">
        <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">{message}</p>
        <Link href={`/decks/${edit.id}`} className="underline wrap-anywhere">{edit.name}</Link>
      </section>
    );
  }
  return (
    <>
      <DeckBuilder locale={locale} initialDeck={initialDeck} initialNotices={initialNotices} edit={{ ...edit, token }} />
      <DeckEditDelete id={edit.id} token={token} locale={locale} />
    </>
  );
}
