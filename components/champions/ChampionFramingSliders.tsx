'use client';

import { DEFAULT_FRAMING, ZOOM_RANGE, type PictureFraming } from '@/lib/champions/framing';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** Sliders for the same framing the art window's handle edits: zoom and both pan axes. */
export function ChampionFramingSliders({
  framing,
  onChange,
  locale,
  helpId,
}: {
  framing: PictureFraming;
  onChange: (f: PictureFraming) => void;
  locale: Locale;
  helpId: string;
}) {
  const t = createT(championsMessages, locale);
  const sliders = [
    { key: 'zoom', label: t('framingZoom'), min: ZOOM_RANGE.min, max: ZOOM_RANGE.max, step: 0.05 },
    { key: 'offsetX', label: t('framingX'), min: -1, max: 1, step: 0.02 },
    { key: 'offsetY', label: t('framingY'), min: -1, max: 1, step: 0.02 },
  ] as const;
  return (
    <div className="space-y-2">
      <p id={helpId} className="text-sm text-black/70">
        {t('framingHelp')}
      </p>
      {sliders.map((s) => (
        <label key={s.key} className="flex items-center gap-3 text-sm">
          <span className="w-40 shrink-0">{s.label}</span>
          <input
            type="range"
            className="w-full accent-tide"
            min={s.min}
            max={s.max}
            step={s.step}
            value={framing[s.key]}
            onChange={(e) => onChange({ ...framing, [s.key]: Number(e.target.value) })}
          />
        </label>
      ))}
      <button
        type="button"
        className="rounded border border-black/20 px-3 py-1 text-sm hover:bg-black/5"
        onClick={() => onChange(DEFAULT_FRAMING)}
      >
        {t('framingReset')}
      </button>
    </div>
  );
}
