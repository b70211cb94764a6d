'use client';
import { useEffect } from 'react';
import { rememberMine } from '@/components/mine/mineStorage';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { tokenFromFragment } from '@/components/site/fragmentToken';
import { SiteEditRefused } from '@/components/site/SiteEditRefused';
import { useFragmentToken } from '@/components/site/useFragmentToken';
import { DeckBuilder, type DeckBuilderProps } from './DeckBuilder';
import type { DeckBuilderEdit } from './DeckBuilderSave';
import { DeckEditDelete } from './DeckEditDelete';
import { useDeckLinks } from './savedDeckLinks';

/**
 * The builder on a saved deck, once the edit token in the address fragment has been checked
 * with the server; the fragment never reaches the server by itself, so the page cannot check it.
 */
export function DeckEditGate({
  locale,
  initialDeck,
  initialNotices,
  edit,
}: Omit<DeckBuilderProps, 'edit'> & { edit: Omit<DeckBuilderEdit, 'token'> }) {
  const t = createT(decksMessages, locale);
  // Right after the first save, this tab holds the links the server just gave: no need to ask again.
  const links = useDeckLinks(edit.id);
  const { token, access } = useFragmentToken(
    `/api/decks/${encodeURIComponent(edit.id)}/token`,
    links && tokenFromFragment(new URL(links.editUrl, 'http://erret.invalid').hash),
  );
  // Opened with its edit link: this browser keeps it on the Mine page.
  useEffect(() => {
    if (access === 'open') rememberMine({ kind: 'deck', id: edit.id, name: edit.name, token });
  }, [access, edit.id, edit.name, token]);
  if (access === 'checking')
    return (
      <p role="status" data-testid="edit-checking">
        {t('editChecking')}
      </p>
    );
  if (access !== 'open') {
    const message =
      access === 'missing' ? t('editTokenMissing') : access === 'wrong' ? t('editTokenWrong') : t('editCheckFailed');
    return <SiteEditRefused message={message} href={`/decks/${edit.id}`} name={edit.name} />;
  }
  return (
    <>
      <DeckBuilder
        locale={locale}
        initialDeck={initialDeck}
        initialNotices={initialNotices}
        edit={{ ...edit, token }}
      />
      <DeckEditDelete id={edit.id} token={token} locale={locale} />
    </>
  );
}
