import { ABILITIES, CARD_TYPES, SETS } from '@/lib/cards';
import { fromQuery, toQuery, type ChipFilters } from '@/lib/cards/search/chips';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { CardsChip } from './CardsChip';
import { CardsChipGroup } from './CardsChipGroup';
import { CardsManaRangeLabel } from './CardsManaRangeLabel';
import { setName } from './cardsText';

const MANA_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The live search keeps the "more filters" section as the reader left it, not as the query would have it. */
export interface MoreFilters {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** Chips for type, mana, set and ability: pressing one rewrites the query text itself. */
export function CardsFilterChips({
  query,
  onChange,
  locale,
  more,
}: {
  query: string;
  onChange?: (q: string) => void;
  locale: Locale;
  more?: MoreFilters;
}) {
  const t = createT(cardsMessages, locale);
  const filters = fromQuery(query);
  const chip = (patch: Partial<ChipFilters>) => ({ next: toQuery({ ...filters, ...patch }), onChange });
  const { min, max } = filters.mana;
  const exactMana = min !== undefined && min === max ? min : undefined;
  const abilityLabel = (a: (typeof ABILITIES)[number]) => (locale === 'fr' ? a.nameFr : a.nameEn);
  const abilities = [...ABILITIES].sort((a, b) => abilityLabel(a).localeCompare(abilityLabel(b), locale));
  const openMore = filters.sets.length > 0 || filters.abilities.length > 0;
  return (
    <div className="space-y-2 rounded-lg border border-black/10 bg-white/50 p-3">
      <CardsChipGroup label={t('chipsType')}>
        {CARD_TYPES.map((type) => (
          <CardsChip
            key={type}
            label={t(type)}
            pressed={filters.types.includes(type)}
            {...chip({ types: toggle(filters.types, type) })}
          />
        ))}
      </CardsChipGroup>
      <CardsChipGroup label={t('chipsMana')}>
        {MANA_VALUES.map((mana) => (
          <CardsChip
            key={mana}
            label={mana}
            title={`${t('mana')} ${mana}`}
            pressed={exactMana === mana}
            {...chip({ mana: exactMana === mana ? {} : { min: mana, max: mana } })}
          />
        ))}
        {(min !== undefined || max !== undefined) && exactMana === undefined && (
          <CardsChip
            label={
              <CardsManaRangeLabel
                range={`${min ?? MANA_VALUES[0]}–${max ?? MANA_VALUES[MANA_VALUES.length - 1]}`}
                removeLabel={t('removeManaRange', {
                  range: `${min ?? MANA_VALUES[0]}–${max ?? MANA_VALUES[MANA_VALUES.length - 1]}`,
                })}
              />
            }
            pressed
            {...chip({ mana: {} })}
          />
        )}
      </CardsChipGroup>
      <details
        open={more ? more.open : openMore}
        onToggle={more && ((event) => more.onToggle(event.currentTarget.open))}
        className="group"
      >
        <summary className="cursor-pointer select-none text-sm font-semibold text-tide">{t('moreFilters')}</summary>
        <div className="space-y-2 pt-2">
          <CardsChipGroup label={t('chipsSet')}>
            {SETS.map((set) => (
              <CardsChip
                key={set.slug}
                label={setName(set, locale)}
                pressed={filters.sets.includes(set.slug)}
                {...chip({ sets: toggle(filters.sets, set.slug) })}
              />
            ))}
          </CardsChipGroup>
          <CardsChipGroup label={t('chipsAbility')}>
            {abilities.map((a) => (
              <CardsChip
                key={a.slug}
                label={abilityLabel(a)}
                pressed={filters.abilities.includes(a.slug)}
                {...chip({ abilities: toggle(filters.abilities, a.slug) })}
              />
            ))}
          </CardsChipGroup>
        </div>
      </details>
    </div>
  );
}
