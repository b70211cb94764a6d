import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { createT } from '@/lib/i18n/translate';
import { ONLINE_MODES, type OnlineMode } from '@/lib/online/roomForm';

/** Duel, Free-For-All, Team Play, Co-op: the modes with more than one person (Solo stays on the local table). */
export function OnlineModeField({
  value,
  locale,
  onChange,
}: {
  value: OnlineMode;
  locale: Locale;
  onChange: (m: OnlineMode) => void;
}) {
  const o = createT(onlineMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{o('modeLegend')}</legend>
      {ONLINE_MODES.map((mode) => (
        <label key={mode} className="flex items-center gap-2">
          <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          {o(`mode-${mode}`)}
        </label>
      ))}
      <a href="/help/modes" className="text-sm underline decoration-gold underline-offset-2 hover:text-ember">
        {m('modesHelp')}
      </a>
    </fieldset>
  );
}
