import { ABILITIES } from '@/lib/cards';
import { CUSTOM_ABILITIES, customPlayPoints } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { customOf, type CustomPlayFormValues } from '@/lib/sim/form';

const field = 'rounded-lg border border-black/20 bg-white px-3 py-2';

/** Custom Play settings of the Solo AI (or of both Co-op AIs), with the points they spend against the level. */
export function SimulateCustomPlay<V extends CustomPlayFormValues>({
  values,
  onChange,
  locale,
  error,
  disabled,
  id = 'sim',
}: {
  values: V;
  onChange: (v: V) => void;
  locale: Locale;
  error?: string;
  disabled: boolean;
  /** Prefix of the element ids, so two forms on one page can each show their settings. */
  id?: string;
}) {
  const t = createT(simulateMessages, locale);
  const points = customPlayPoints(customOf(values));
  const set = (patch: Partial<CustomPlayFormValues>) => onChange({ ...values, ...patch });
  const check = (key: 'aiFirst' | 'resistance' | 'noBastion', label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={values[key]}
        disabled={disabled}
        onChange={(e) => set({ [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-3 rounded-lg border border-black/10 bg-white/60 p-3" aria-describedby={`${id}-points`}>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1">
          {t('level')}
          <select
            className={field}
            value={values.level}
            disabled={disabled}
            onChange={(e) => set({ level: e.target.value })}
          >
            {Array.from({ length: 10 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t('fixedMana')}
          <select
            className={field}
            value={values.fixedMana}
            disabled={disabled}
            onChange={(e) => set({ fixedMana: e.target.value })}
          >
            {[6, 7, 8, 9, 10].map((m) => (
              <option key={m} value={String(m)}>
                {m}
                {m > 6 ? ` (+${m - 6})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t('manaPerCreature')}
          <select
            className={field}
            value={values.manaPerCreature}
            disabled={disabled}
            onChange={(e) => set({ manaPerCreature: e.target.value as '1' | '2' })}
          >
            <option value="1">+1</option>
            <option value="2">+2 (+2)</option>
          </select>
        </label>
      </div>
      {check('aiFirst', t('aiFirst'))}
      {check('resistance', t('resistance'))}
      {check('noBastion', t('noBastion'))}
      <fieldset>
        <legend>{t('abilitiesLegend')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {CUSTOM_ABILITIES.map((slug) => {
            const info = ABILITIES.find((a) => a.slug === slug);
            return (
              <label key={slug} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  disabled={disabled}
                  checked={values.abilities.includes(slug)}
                  onChange={(e) =>
                    set({
                      abilities: e.target.checked
                        ? [...values.abilities, slug]
                        : values.abilities.filter((a) => a !== slug),
                    })
                  }
                />
                {locale === 'fr' ? (info?.nameFr ?? slug) : (info?.nameEn ?? slug)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <p
        id={`${id}-points`}
        className={points === Number(values.level) ? 'text-sm text-black/70' : 'text-sm font-semibold text-ember'}
      >
        {points === Number(values.level)
          ? t('pointsOk', { points, level: values.level })
          : t('pointsSpent', { points, level: values.level })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-ember">
          {t('errorCustom', { detail: error })}
        </p>
      )}
    </div>
  );
}
