import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { createT } from '@/lib/i18n/translate';
import { TABLE_MODES as MODES, type TableMode } from '@/lib/table/setup/setupForm';

/** Solo Quick / Custom, Duel hot-seat, Duel against the bot, Free-For-All, Team Play. */
export function TableModeField({
  value,
  locale,
  onChange,
}: {
  value: TableMode;
  locale: Locale;
  onChange: (m: TableMode) => void;
}) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{t('modeLegend')}</legend>
      {MODES.map((mode) => (
        <label key={mode} className="flex items-center gap-2">
          <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          {t(`mode-${mode}`)}
        </label>
      ))}
      <a href="/help/modes" className="text-sm underline decoration-gold underline-offset-2 hover:text-ember">
        {m('modesHelp')}
      </a>
    </fieldset>
  );
}
