import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { FaceCard } from '@/lib/print/face/types';
import { PrintSheetForm } from '@/components/print/PrintSheetForm';
import { DeckActions } from './DeckActions';
import { DeckFaces } from './DeckFaces';
import { DeckStats } from './DeckStats';

/**
 * A deck as /d/<code> and /decks/<id> show it: faces, code and links, stats, print. A deck whose
 * Champion cannot be found cannot be printed: it says so instead of offering a PDF that fails.
 */
export function DeckView({
  cards,
  champion,
  championId,
  code,
  link,
  locale,
}: {
  cards: readonly OfficialCard[];
  champion: FaceCard | null;
  championId: string | null;
  code: string;
  link: string;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <div className="space-y-8">
      <DeckFaces cards={cards} champion={champion} championId={championId} locale={locale} />
      <DeckActions code={code} link={link} locale={locale} />
      <div className="grid gap-8 md:grid-cols-2">
        <DeckStats cards={cards} locale={locale} />
        {championId && !champion ? (
          <p
            className="rounded-xl border border-ember/40 bg-ember/5 p-3 font-semibold text-ember"
            data-testid="deck-print-unavailable"
          >
            {t('printChampionMissing', { id: championId })}
          </p>
        ) : (
          <PrintSheetForm
            action={`/api/d/${encodeURIComponent(code)}/pdf`}
            locale={locale}
            title={t('printTitle')}
            intro={t('printHelp')}
          />
        )}
      </div>
    </div>
  );
}
