import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { FaceCard } from '@/lib/print/face/types';
import { DeckView } from './DeckView';

/** The page of a deck code (/d/<code>): its code as the title, its cards, then the deck. */
export function DeckCodeArticle({
  cards,
  champion,
  championId,
  code,
  locale,
}: {
  cards: readonly OfficialCard[];
  champion: FaceCard | null;
  championId: string | null;
  code: string;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  const [before, after] = t('deckOfCode', { code: '\u0000' }).split('\u0000');
  return (
    <article className="space-y-6">
      <header>
        {/* The code is case-sensitive: it is set in a monospace face, not the display capitals. */}
        <h1 className="font-display text-4xl font-bold">
          {before}
          <code className="break-all font-mono text-3xl normal-case">{code}</code>
          {after}
        </h1>
        <p className="text-black/70">{cards.map((c) => c.name).join(' · ')}</p>
      </header>
      <DeckView
        cards={cards}
        champion={champion}
        championId={championId}
        code={code}
        link={`/d/${code}`}
        locale={locale}
      />
    </article>
  );
}
