import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { TableFormat } from '@/lib/table/setup/setupForm';

const FORMATS: TableFormat[] = ['preconstructed', 'draft', 'constructed'];

/** Preconstructed, Draft or Constructed; Constructed is closed in Solo, as the rules say, with the reason given. */
export function TableFormatField({
  value,
  solo,
  locale,
  onChange,
}: {
  value: TableFormat;
  solo: boolean;
  locale: Locale;
  onChange: (f: TableFormat) => void;
}) {
  const t = createT(tableMessages, locale);
  return (
    <fieldset className="space-y-1" aria-describedby={solo ? 'solo-no-constructed' : undefined}>
      <legend className="font-semibold">{t('formatLegend')}</legend>
      {FORMATS.map((format) => {
        const disabled = solo && format === 'constructed';
        return (
          <label key={format} className={`flex items-center gap-2 ${disabled ? 'opacity-50' : ''}`}>
            <input
              type="radio"
              name="format"
              value={format}
              checked={value === format}
              disabled={disabled}
              onChange={() => onChange(format)}
            />
            {t(`format-${format}`)}
          </label>
        );
      })}
      {solo ? (
        <p id="solo-no-constructed" className="text-sm text-black/60">
          {t('soloNoConstructed')}
        </p>
      ) : null}
    </fieldset>
  );
}
