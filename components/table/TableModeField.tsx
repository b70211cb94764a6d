import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { TABLE_MODES as MODES, type TableMode } from '@/lib/table/setupForm';

/** Solo Quick / Custom, Duel hot-seat, Duel against the bot, Free-For-All, Team Play. */
export function TableModeField({ value, locale, onChange }: { value: TableMode; locale: Locale; onChange: (m: TableMode) => void }) {
  const t = createT(tableMessages, locale);
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{t('modeLegend')}</legend>
      {MODES.map((mode) => (
        <label key={mode} className="flex items-center gap-2">
          <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          {t(`mode-${mode}`)}
        </label>
      ))}
    </fieldset>
  );
}
