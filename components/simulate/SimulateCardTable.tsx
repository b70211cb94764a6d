import { getCard } from '@/lib/cards';
import type { CardTotals } from '@/lib/sim/stats';

interface Labels {
  title: string;
  card: string;
  played: string;
  damage: string;
  destroyed: string;
  destroyedNote: string;
  notOnBoard: string;
}

/** Per-card figures of the deck, averaged per game. */
export function SimulateCardTable({
  cards,
  perCard,
  games,
  labels,
  locale,
}: {
  cards: string[];
  perCard: Record<string, CardTotals>;
  games: number;
  labels: Labels;
  locale: string;
}) {
  const fmt = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const per = (n: number) => fmt.format(games ? n / games : 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="mb-2 text-left font-display text-xl font-bold">{labels.title}</caption>
        <thead>
          <tr className="border-b border-black/20">
            <th scope="col" className="py-1 pr-3">
              {labels.card}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {labels.played}
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              {labels.damage}
            </th>
            <th scope="col" className="py-1 text-right">
              <abbr title={labels.destroyedNote} className="no-underline">
                {labels.destroyed}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((slug) => {
            const c = perCard[slug] ?? { played: 0, damageDealt: 0, destroyed: 0 };
            return (
              <tr key={slug} className="border-b border-black/10">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {getCard(slug)?.name ?? slug}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{per(c.played)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{per(c.damageDealt)}</td>
                {/* An Incantation never stands on the board, so it is never destroyed: a dash, not a misleading 0.00. */}
                <td className="py-1 text-right tabular-nums">
                  {getCard(slug)?.type === 'incantation' ? (
                    <span aria-label={labels.notOnBoard}>—</span>
                  ) : (
                    per(c.destroyed)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Outside the table's sideways scroll, so that it wraps to the screen on a phone. */}
      <p className="sticky left-0 max-w-[calc(100vw-2rem)] pt-2 text-xs text-black/60">{labels.destroyedNote}</p>
    </div>
  );
}
