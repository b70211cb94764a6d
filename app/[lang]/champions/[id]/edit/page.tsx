import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ChampionForge } from '@/components/champions/ChampionForge';
import { findChampion } from '@/lib/champions/http/handlers';
import { championPictureUrl, championUrl } from '@/lib/champions/http/view';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ token?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false } };

export default async function EditChampionPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(championsMessages, locale);
  const found = await findChampion(await getStore(), id);
  if (!found) notFound();
  const { record, sheet } = found;
  if (!sheet) return <p role="alert">{t('unreadable')}</p>;
  const token = (await searchParams).token;
  const { design, framing } = sheet;
  const picture = championPictureUrl(record);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-4xl font-bold">{t('editTitle', { name: design.name })}</h1>
        <p className="max-w-prose text-black/70">{t('editIntro')} <Link className="underline hover:text-ember" href={championUrl(id)}>{championUrl(id)}</Link></p>
      </header>
      {typeof token !== 'string' || token === '' ? (
        <p role="alert" className="font-medium text-ember">{t('editNoToken')}</p>
      ) : (
        <ChampionForge
          locale={locale}
          mode={{
            kind: 'edit', id, token,
            initial: {
              name: design.name, author: record.author, attack: design.attack === 'X' ? '1' : String(design.attack), attackX: design.attack === 'X',
              health: String(design.health), abilities: design.abilities, framing,
            },
            picture: picture && sheet.picture ? { src: picture, ...sheet.picture } : null,
          }}
        />
      )}
    </div>
  );
}
