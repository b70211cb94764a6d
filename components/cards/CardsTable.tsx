import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { cardAbilitiesText } from './cardsText';

const CELL = 'px-2 py-1.5 align-top';

/** The results as a text table: every match at once, light enough to need no "Show all". */
export function CardsTable({
  cards,
  locale,
  label,
}: {
  cards: readonly OfficialCard[];
  locale: Locale;
  label: string;
}) {
  const t = createT(cardsMessages, locale);
  return (
    <div className="overflow-x-auto rounded-lg border border-black/10 bg-white">
      <table className="w-full text-left text-sm" data-testid="results-table">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-black/15 bg-black/5">
          <tr>
            <th scope="col" className={CELL}>
              {t('columnName')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              <abbr title={t('mana')} className="no-underline">
                {t('columnMana')}
              </abbr>
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              <abbr title={t('attack')} className="no-underline">
                {t('columnAttack')}
              </abbr>
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              <abbr title={t('health')} className="no-underline">
                {t('columnHealth')}
              </abbr>
            </th>
            <th scope="col" className={CELL}>
              {t('abilities')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/10">
          {cards.map((card) => (
            <tr key={card.slug}>
              <th scope="row" className={`${CELL} font-semibold`}>
                <a
                  href={`/cards/${card.slug}`}
                  data-card={card.slug}
                  className="underline decoration-gold underline-offset-2 hover:text-ember"
                >
                  {card.name}
                </a>
              </th>
              <td className={`${CELL} text-right tabular-nums`}>{card.mana}</td>
              <td className={`${CELL} text-right tabular-nums`}>{card.attack}</td>
              <td className={`${CELL} text-right tabular-nums`}>{card.health ?? '—'}</td>
              <td className={CELL}>{cardAbilitiesText(card, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
