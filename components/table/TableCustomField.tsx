import { getAbility } from '@/lib/cards';
import { CUSTOM_ABILITIES, customPlayPoints, type CustomPlaySettings } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

type Flag = 'aiFirst' | 'resistance' | 'noBastion' | 'champion';

/** Solo Custom Play: a level and settings, each with its point cost; the points spent must equal the level. */
export function TableCustomField({
  value,
  locale,
  onChange,
}: {
  value: CustomPlaySettings;
  locale: Locale;
  onChange: (c: CustomPlaySettings) => void;
}) {
  const t = createT(tableMessages, locale);
  const spent = customPlayPoints(value);
  const set = (patch: Partial<CustomPlaySettings>) => onChange({ ...value, ...patch });
  const abilities = value.abilities ?? [];
  const flag = (key: Flag, label: string) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={!!value[key]} onChange={(e) => set({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2 rounded-lg border border-black/15 p-3">
      <legend className="px-1 font-semibold">{t('customLegend')}</legend>
      <label className="flex items-center gap-2">
        {t('levelLabel')}
        <input
          type="number"
          min={1}
          max={10}
          value={value.level}
          onChange={(e) => set({ level: Number(e.target.value) })}
          className="w-16 rounded border border-black/30 px-2 py-1"
        />
      </label>
      <p role="status" className={spent === value.level ? 'text-tide' : 'text-ember'} data-testid="points">
        {t('pointsSpent', { spent, level: value.level })}
      </p>
      <label className="flex items-center gap-2">
        {t('fixedManaLabel')}
        <select
          value={value.fixedMana ?? 6}
          onChange={(e) => set({ fixedMana: Number(e.target.value) as CustomPlaySettings['fixedMana'] })}
          className="rounded border border-black/30 px-2 py-1"
        >
          {[6, 7, 8, 9, 10].map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.manaPerCreature === 2}
          onChange={(e) => set({ manaPerCreature: e.target.checked ? 2 : 1 })}
        />
        {t('manaPerCreature')}
      </label>
      {flag('aiFirst', t('aiFirst'))}
      {flag('resistance', t('resistance'))}
      {flag('noBastion', t('noBastion'))}
      {flag('champion', t('championSetting'))}
      <fieldset>
        <legend className="font-semibold">{t('abilitiesLegend')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {CUSTOM_ABILITIES.map((a) => (
            <label key={a} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={abilities.includes(a)}
                onChange={(e) =>
                  set({ abilities: e.target.checked ? [...abilities, a] : abilities.filter((x) => x !== a) })
                }
              />
              {(locale === 'fr' ? getAbility(a)?.nameFr : getAbility(a)?.nameEn) ?? a}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
