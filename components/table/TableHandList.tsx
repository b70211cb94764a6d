import type { CardDef } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { HAND_STRONGHOLD, playablePositions } from '@/lib/table/board/boardView';

/** A hand shown for reading only (replays): names left to right, the Stronghold in its place. */
export function TableHandList({
  hand,
  side,
  defs,
  heading,
  locale,
}: {
  hand: string[];
  side: 'bastion' | 'fort';
  defs: Map<string, CardDef>;
  heading: string;
  locale: Locale;
}) {
  const t = createT(tableMessages, locale);
  const hp = hand.length - 1 - hand.indexOf(HAND_STRONGHOLD);
  const playable = playablePositions(hand);
  return (
    <section aria-label={heading} className="text-sm">
      <h3 className="font-semibold">{heading}</h3>
      <ol className="flex flex-wrap gap-1">
        {hand.map((slug, i) => (
          <li
            key={i}
            className={`rounded px-2 py-1 ${slug === HAND_STRONGHOLD ? 'bg-ink text-white' : playable.has(i) ? 'bg-tide/15' : 'bg-black/5'}`}
          >
            {slug === HAND_STRONGHOLD
              ? t(hp === 1 ? 'strongholdCardOne' : 'strongholdCard', { side: t(side), hp })
              : (defs.get(slug)?.name ?? slug)}
          </li>
        ))}
      </ol>
    </section>
  );
}
