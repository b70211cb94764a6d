'use client';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { useFragmentToken } from '@/components/site/useFragmentToken';
import { ChampionForge, type ForgeMode } from './ChampionForge';

type EditMode = Extract<ForgeMode, { kind: 'edit' }>;

/** The forge on a saved Champion, once the edit token in the address fragment has been checked with the server. */
export function ChampionEditGate({ locale, mode, name }: { locale: Locale; mode: Omit<EditMode, 'token'>; name: string }) {
  const t = createT(championsMessages, locale);
  const { token, access } = useFragmentToken(`/api/champions/${encodeURIComponent(mode.id)}/token`);
  if (access === 'checking') return <p role="status" data-testid="edit-checking">{t('editChecking')}</p>;
  if (access !== 'open') {
    const message = access === 'missing' ? t('editNoToken') : access === 'wrong' ? t('editTokenWrong') : t('editCheckFailed');
    // Refused before the form is shown: nothing typed there could be saved.
    return (
      <section className="space-y-3" data-testid="edit-refused">
        <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">{message}</p>
        <Link className="underline hover:text-ember" href={`/champions/${mode.id}`}>{name}</Link>
      </section>
    );
  }
  return <ChampionForge locale={locale} mode={{ ...mode, token }} />;
}
