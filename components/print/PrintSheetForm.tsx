import type { Locale } from '@/lib/i18n/locales';
import { printMessages } from '@/lib/i18n/messages/print';
import { createT } from '@/lib/i18n/translate';
import { MAX_COPIES } from '@/lib/print/pdf/sheetOptions';

interface Props {
  /** The PDF route: /api/d/<code>/pdf or /api/champions/<id>/pdf. */
  action: string;
  locale: Locale;
  title: string;
  intro: string;
  /** Offer a number of copies (one card printed up to a full sheet). */
  copies?: boolean;
}

const choice = 'flex min-h-11 items-center gap-2 text-sm';

/**
 * The print dialog of the deck page and the Champion page: one set of names and controls.
 * A plain GET form to the PDF route, so it works before (and without) JavaScript.
 */
export function PrintSheetForm({ action, locale, title, intro, copies = false }: Props) {
  const t = createT(printMessages, locale);
  const groups = [
    {
      name: 'paper',
      legend: t('paper'),
      choices: [
        ['a4', t('paperA4')],
        ['letter', t('paperLetter')],
      ],
    },
    {
      name: 'bleed',
      legend: t('bleed'),
      choices: [
        ['0', t('bleedNone')],
        ['3', t('bleed3')],
      ],
    },
    {
      name: 'marks',
      legend: t('marks'),
      choices: [
        ['crop', t('marksCrop')],
        ['lines', t('marksLines')],
      ],
    },
  ];
  return (
    <section
      aria-labelledby="print-title"
      className="space-y-3 rounded-lg border border-black/10 bg-white/70 p-4"
      data-testid="print-form"
    >
      <h2 id="print-title" className="font-display text-xl">
        {title}
      </h2>
      <p className="text-sm text-black/70">{intro}</p>
      <form action={action} method="get" className="space-y-3">
        <input type="hidden" name="lang" value={locale} />
        {groups.map((group) => (
          <fieldset key={group.name}>
            <legend className="text-sm font-semibold">{group.legend}</legend>
            <div className="flex flex-wrap gap-x-4">
              {group.choices.map(([value, label], i) => (
                <label key={value} className={choice}>
                  <input
                    type="radio"
                    name={group.name}
                    value={value}
                    defaultChecked={i === 0}
                    className="size-5 accent-tide"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {copies && (
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            <label className="flex items-center gap-2">
              <span className="font-semibold">{t('copies')}</span>
              <input
                type="number"
                name="copies"
                min={1}
                max={MAX_COPIES}
                step={1}
                defaultValue={1}
                required
                inputMode="numeric"
                aria-describedby="print-copies-help"
                className="min-h-11 w-20 rounded-lg border border-black/25 bg-white px-2"
              />
            </label>
            <span id="print-copies-help" className="text-black/70">
              {t('copiesHelp', { max: MAX_COPIES })}
            </span>
          </div>
        )}
        <label className={`${choice} items-start`}>
          <input type="checkbox" name="back" value="1" className="mt-0.5 size-5 shrink-0 accent-tide" />
          {t('back')}
        </label>
        <button type="submit" className="rounded-lg bg-tide px-4 py-2 font-semibold text-white shadow hover:bg-tide/90">
          {t('download')}
        </button>
      </form>
    </section>
  );
}
