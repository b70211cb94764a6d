import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';

// Bars are drawn for 0..7 Mana at least, so two decks' curves compare at a glance.
const MIN_COLUMNS = 8;

/** The mana curve as bars; each bar's text says the figures, so it reads without the picture. */
export function DeckManaCurve({ curve, locale }: { curve: readonly number[]; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const columns = Array.from({ length: Math.max(MIN_COLUMNS, curve.length) }, (_, mana) => curve[mana] ?? 0);
  const peak = Math.max(1, ...columns);
  return (
    <figure className="space-y-1">
      <figcaption className="font-semibold">{t('manaCurve')}</figcaption>
      <ul className="flex h-28 items-end gap-1" data-testid="mana-curve">
        {columns.map((count, mana) => (
          <li key={mana} className="flex h-full flex-1 flex-col items-center justify-end gap-0.5">
            <span className="sr-only">{t(pluralKey('manaCurveBar', count, locale), { mana, count })}</span>
            <span aria-hidden="true" className="text-xs tabular-nums text-black/70">
              {count || ''}
            </span>
            <span
              aria-hidden="true"
              className="w-full rounded-t bg-tide"
              style={{ height: `${(count / peak) * 100}%`, minHeight: count ? 4 : 1 }}
            />
            <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
              {mana}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
