import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CardFace } from '@/components/card/CardFace';
import { ChampionCostBreakdown } from '@/components/champions/ChampionCostBreakdown';
import { ChampionEditHint } from '@/components/champions/ChampionEditHint';
import { PrintSheetForm } from '@/components/print/PrintSheetForm';
import { ChampionRules } from '@/components/champions/ChampionRules';
import { ChampionShareLinks } from '@/components/champions/ChampionShareLinks';
import { ChampionStats } from '@/components/champions/ChampionStats';
import { computeManaCost } from '@/lib/champions/cost';
import { rangeWarnings } from '@/lib/champions/design';
import { findChampion } from '@/lib/api/champions/handlers';
import { championPictureUrl, championUrl } from '@/lib/api/champions/view';
import { championFaceCard } from '@/lib/champions/stored';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { mineMessages } from '@/lib/i18n/messages/mine';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const found = await findChampion(await getStore(), id);
  const t = createT(championsMessages, toLocale(lang));
  if (!found) return { title: t('notFoundTitle') };
  // An unlisted Champion is reached by its link only: search engines are asked to leave it out.
  const robots = found.record.visibility === 'unlisted' ? { index: false } : undefined;
  if (!found.sheet) return { title: found.record.name, robots };
  const { design } = found.sheet;
  return {
    robots,
    title: design.name,
    description: `${t('costFor', { mana: computeManaCost(design).mana })} · ${t('statAttack')} ${design.attack} · ${t('statHealth')} ${design.health}`,
  };
}

export default async function ChampionPage({ params }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(championsMessages, locale);
  const found = await findChampion(await getStore(), id);
  if (!found) notFound();
  const { record, sheet } = found;
  if (!sheet) return <p role="alert">{t('unreadable')}</p>;
  const picture = championPictureUrl(record);
  const card = championFaceCard(sheet, picture ? { dataUrl: picture } : undefined);
  const cost = computeManaCost(sheet.design);
  const path = championUrl(record.id);
  const date = new Date(record.updatedAt).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <article className="space-y-6">
      <nav aria-label={t('breadcrumb')} className="text-sm text-black/60">
        <Link className="underline hover:text-ember" href="/champions">
          {t('galleryTitle')}
        </Link>{' '}
        › <span aria-current="page">{sheet.design.name}</span>
      </nav>
      {/* The title comes first in reading order, before the card column's Print panel. */}
      <header className="space-y-1">
        <h1 id="champion-title" tabIndex={-1} className="font-display text-4xl font-bold outline-none">
          {sheet.design.name}
        </h1>
        {record.author && <p className="text-black/70">{t('byAuthor', { author: record.author })}</p>}
        <p className="text-sm text-black/60">{t('versionInfo', { version: record.version, date })}</p>
        {record.visibility === 'unlisted' && (
          <p className="text-sm text-black/70" data-testid="unlisted-note">
            {createT(mineMessages, locale)('unlistedNote')}
          </p>
        )}
      </header>
      {/* Right after saving, the one-time edit link comes first: on a phone the rest is long. */}
      <ChampionEditHint id={record.id} path={path} locale={locale} afterHide="champion-title" />
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="mx-auto w-full max-w-[20rem] space-y-4">
          <CardFace card={card} locale={locale} className="block h-auto w-full drop-shadow-md" />
          <PrintSheetForm
            action={`/api/champions/${record.id}/pdf`}
            locale={locale}
            title={t('printTitle')}
            intro={t('printIntro')}
            copies
          />
        </div>
        <div className="min-w-0 space-y-5">
          <ChampionStats design={sheet.design} mana={cost.mana} locale={locale} />
          <ChampionCostBreakdown
            cost={cost}
            warnings={[...cost.warnings, ...rangeWarnings(sheet.design)]}
            locale={locale}
          />
          <ChampionRules locale={locale} />
          <section
            aria-labelledby="edit-later-title"
            className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4 text-sm"
          >
            <h2 id="edit-later-title" className="font-display text-xl">
              {t('editHintTitle')}
            </h2>
            <p>{t('editHintLater')}</p>
          </section>
          <ChampionShareLinks
            id={record.id}
            path={path}
            imageUrl={`/api/champions/${record.id}/image?v=${record.version}&lang=${locale}`}
            locale={locale}
          />
        </div>
      </div>
    </article>
  );
}
