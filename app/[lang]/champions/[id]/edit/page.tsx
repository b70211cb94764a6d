import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ChampionForge } from '@/components/champions/ChampionForge';
import { findChampion } from '@/lib/api/champions/handlers';
import { championPictureUrl, championUrl } from '@/lib/api/champions/view';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ token?: string | string[] }> };

// The address holds the edit token: it must not leak to other sites or to search engines.
const PRIVATE: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const t = createT(championsMessages, toLocale(lang));
  const found = await findChampion(await getStore(), id);
  return { ...PRIVATE, title: found ? t('editTitle', { name: found.record.name }) : t('notFoundTitle') };
}

/** The forge opened on a saved Champion with its private edit link; saving makes a new version. */
export default async function EditChampionPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(championsMessages, locale);
  const store = await getStore();
  const found = await findChampion(store, id);
  if (!found) notFound();
  const { record, sheet } = found;
  if (!sheet) return <p role="alert">{t('unreadable')}</p>;
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const { design, framing } = sheet;
  const heading = (
    <h1 className="font-display text-4xl font-bold">{t('editTitle', { name: design.name })}</h1>
  );
  // Refused before the form is shown: nothing typed there could be saved.
  if (!(await store.champions.opens(record.id, token))) {
    return (
      <section className="space-y-3" data-testid="edit-refused">
        {heading}
        <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">{token ? t('editTokenWrong') : t('editNoToken')}</p>
        <Link className="underline hover:text-ember" href={championUrl(id)}>{design.name}</Link>
      </section>
    );
  }
  const picture = championPictureUrl(record);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        {heading}
        <p className="max-w-prose text-black/70">{t('editIntro')} <Link className="underline hover:text-ember" href={championUrl(id)}>{championUrl(id)}</Link></p>
      </header>
      <ChampionForge
        locale={locale}
        mode={{
          kind: 'edit', id, token, version: record.version,
          initial: {
            name: design.name, author: record.author, attack: design.attack === 'X' ? '1' : String(design.attack), attackX: design.attack === 'X',
            health: String(design.health), abilities: design.abilities, framing,
          },
          picture: picture && sheet.picture ? { src: picture, ...sheet.picture } : null,
        }}
      />
    </div>
  );
}
