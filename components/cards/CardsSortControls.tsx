import { parseQuery } from '@/lib/cards/search/parse';
import { SORT_DIRS, SORT_ORDERS, type SortDir, type SortOrder } from '@/lib/cards/search/types';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { setSortInQuery } from './setSortInQuery';

const ORDER_LABEL = { set: 'sortDefault', name: 'sortName', mana: 'sortMana', atk: 'sortAtk', hp: 'sortHp' } as const;
const DIR_LABEL = { asc: 'dirAsc', desc: 'dirDesc' } as const;

/** Sort order and direction; they write order:/dir: into the query like the chips do. */
export function CardsSortControls({
  query,
  onChange,
  locale,
}: {
  query: string;
  onChange?: (q: string) => void;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  // Read from the live query, not the deferred results, so two quick changes both stick.
  const parsed = parseQuery(query);
  const order = parsed.order ?? 'set';
  const dir = parsed.dir ?? 'asc';
  const select = 'rounded-lg border border-black/20 bg-white px-2 py-1.5';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm sm:gap-3">
      <label className="flex items-center gap-2">
        <span className="font-semibold">{t('sortBy')}</span>
        <select
          className={select}
          {...(onChange
            ? {
                value: order,
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                  onChange(setSortInQuery(query, e.target.value as SortOrder, dir)),
              }
            : { defaultValue: order })}
        >
          {SORT_ORDERS.map((o) => (
            <option key={o} value={o}>
              {t(ORDER_LABEL[o])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <span className="font-semibold max-sm:sr-only">{t('direction')}</span>
        <select
          className={select}
          {...(onChange
            ? {
                value: dir,
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                  onChange(setSortInQuery(query, order, e.target.value as SortDir)),
              }
            : { defaultValue: dir })}
        >
          {SORT_DIRS.map((d) => (
            <option key={d} value={d}>
              {t(DIR_LABEL[d])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
