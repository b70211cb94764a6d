import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ChampionEditGate } from '@/components/champions/ChampionEditGate';
import { tokenMovedToFragment } from '@/components/site/fragmentToken';
import { findChampion } from '@/lib/api/champions/handlers';
import { championPictureUrl, championUrl } from '@/lib/api/champions/view';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The address holds the edit token (in its fragment): no index, and no Referer at all.
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
  const moved = tokenMovedToFragment(`/champions/${id}/edit`, await searchParams);
  if (moved) redirect(moved);
  const { design, framing } = sheet;
  const picture = championPictureUrl(record);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-4xl font-bold">{t('editTitle', { name: design.name })}</h1>
        <p className="max-w-prose text-black/70">
          {t('editIntro')}{' '}
          <Link className="underline hover:text-ember" href={championUrl(id)}>
            {championUrl(id)}
          </Link>
        </p>
      </header>
      <ChampionEditGate
        locale={locale}
        name={design.name}
        mode={{
          kind: 'edit',
          id,
          version: record.version,
          visibility: record.visibility,
          initial: {
            name: design.name,
            author: record.author,
            attack: design.attack === 'X' ? '1' : String(design.attack),
            attackX: design.attack === 'X',
            health: String(design.health),
            abilities: design.abilities,
            framing,
          },
          picture: picture && sheet.picture ? { src: picture, ...sheet.picture } : null,
        }}
      />
    </div>
  );
}
