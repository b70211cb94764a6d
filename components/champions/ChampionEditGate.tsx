'use client';
import { useEffect } from 'react';
import { rememberMine } from '@/components/mine/mineStorage';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { SiteEditRefused } from '@/components/site/SiteEditRefused';
import { useFragmentToken } from '@/components/site/useFragmentToken';
import { ChampionForge, type ForgeMode } from './ChampionForge';

type EditMode = Extract<ForgeMode, { kind: 'edit' }>;

/** The forge on a saved Champion, once the edit token in the address fragment has been checked with the server. */
export function ChampionEditGate({
  locale,
  mode,
  name,
}: {
  locale: Locale;
  mode: Omit<EditMode, 'token'>;
  name: string;
}) {
  const t = createT(championsMessages, locale);
  const { token, access } = useFragmentToken(`/api/champions/${encodeURIComponent(mode.id)}/token`);
  // Opened with its edit link: this browser keeps it on the Mine page.
  useEffect(() => {
    if (access === 'open') rememberMine({ kind: 'champion', id: mode.id, name, token });
  }, [access, mode.id, name, token]);
  if (access === 'checking')
    return (
      <p role="status" data-testid="edit-checking">
        {t('editChecking')}
      </p>
    );
  if (access !== 'open') {
    const message =
      access === 'missing' ? t('editNoToken') : access === 'wrong' ? t('editTokenWrong') : t('editCheckFailed');
    return <SiteEditRefused message={message} href={`/champions/${mode.id}`} name={name} />;
  }
  return <ChampionForge locale={locale} mode={{ ...mode, token }} />;
}
