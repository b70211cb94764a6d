'use client';

import { useState } from 'react';
import { printQuery } from '@/lib/api/champions/printOptions';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import type { SheetOptions } from '@/lib/print/pdf/sheetLayout';

/** Print options that build the PDF link: paper, bleed, cut guides and an optional duplex back. */
export function ChampionPrintPanel({ id, locale }: { id: string; locale: Locale }) {
  const t = createT(championsMessages, locale);
  const [options, setOptions] = useState<SheetOptions>({ paper: 'a4', bleedMm: 0, marks: 'crop', back: false });
  const groups = [
    { key: 'paper', legend: t('printPaper'), choices: [['a4', 'A4'], ['letter', 'US Letter']] },
    { key: 'bleedMm', legend: t('printBleed'), choices: [[0, t('printBleed0')], [3, t('printBleed3')]] },
    { key: 'marks', legend: t('printMarks'), choices: [['crop', t('printMarksCrop')], ['lines', t('printMarksLines')]] },
  ] as const;
  const href = `/api/champions/${id}/pdf?${printQuery(options, locale)}`;
  return (
    <section aria-labelledby="print-title" className="space-y-3 rounded-lg border border-black/10 bg-white/70 p-4">
      <h2 id="print-title" className="font-display text-xl">{t('printTitle')}</h2>
      <p className="text-sm text-black/70">{t('printIntro')}</p>
      {groups.map((group) => (
        <fieldset key={group.key} className="space-y-1">
          <legend className="text-sm font-semibold">{group.legend}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {group.choices.map(([value, label]) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`print-${group.key}`} className="accent-tide" checked={options[group.key] === value}
                  onChange={() => setOptions({ ...options, [group.key]: value })} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 accent-tide" checked={!!options.back} onChange={(e) => setOptions({ ...options, back: e.target.checked })} />
        {t('printBack')}
      </label>
      <a href={href} download className="inline-block rounded-lg bg-tide px-4 py-2 font-semibold text-white shadow hover:bg-tide/90">
        {t('printDownload')}
      </a>
    </section>
  );
}
