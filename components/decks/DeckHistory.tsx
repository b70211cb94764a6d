import { getCard } from '@/lib/cards';
import { diffDeckVersions, type DeckSnapshot } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckDate } from './DeckDate';

export type DeckVersion = DeckSnapshot & { version: number; createdAt: string };

/** Every version of a saved deck, newest first, each with what changed from the one before. */
export function DeckHistory({ versions, locale }: { versions: readonly DeckVersion[]; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const names = (slugs: string[]) => slugs.map((s) => getCard(s)?.name ?? s).join(', ');
  const rows = versions.map((v, i) => ({ v, diff: i === 0 ? null : diffDeckVersions(versions[i - 1], v) })).reverse();
  return (
    <section aria-labelledby="deck-history-title" className="space-y-3">
      <h2 id="deck-history-title" className="font-display text-2xl">
        {t('historyTitle')}
      </h2>
      <ol className="space-y-2" data-testid="deck-history">
        {rows.map(({ v, diff }) => (
          <li
            key={v.version}
            className="rounded-lg border border-black/10 bg-white/70 px-3 py-2 text-sm wrap-anywhere"
            data-version={v.version}
          >
            <p className="font-semibold">
              {t('historyVersion', { version: v.version, date: '' })}
              <DeckDate iso={v.createdAt} locale={locale} />
            </p>
            {!diff ? (
              <p>{t('historyFirst')}</p>
            ) : !diff.changed ? (
              <p>{t('historyUnchanged')}</p>
            ) : (
              <ul className="list-disc pl-5">
                {diff.added.length > 0 && (
                  <li className="text-tide">{t('historyAdded', { names: names(diff.added) })}</li>
                )}
                {diff.removed.length > 0 && (
                  <li className="text-ember">{t('historyRemoved', { names: names(diff.removed) })}</li>
                )}
                {diff.renamed && <li>{t('historyRenamed', diff.renamed)}</li>}
                {diff.descriptionChanged && <li>{t('historyDescription')}</li>}
                {diff.authorChanged && <li>{t('historyAuthor')}</li>}
                {diff.visibility && (
                  <li>{t(diff.visibility.to === 'unlisted' ? 'historyUnlisted' : 'historyPublic')}</li>
                )}
                {diff.champion && (
                  <li>
                    {t('historyChampion', {
                      from: diff.champion.from ?? t('historyNone'),
                      to: diff.champion.to ?? t('historyNone'),
                    })}
                  </li>
                )}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
