import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

const select = 'rounded-lg border border-black/25 bg-white px-2 py-1';

/** Print proxies: a plain GET form to the PDF route, so it works without JavaScript too. */
export function DeckPrintForm({ code, locale }: { code: string; locale: Locale }) {
  const t = createT(decksMessages, locale);
  return (
    <section aria-labelledby="deck-print-title" className="space-y-2 rounded-xl border border-black/10 bg-white/50 p-3">
      <h2 id="deck-print-title" className="font-display text-2xl">{t('printTitle')}</h2>
      <p className="text-sm text-black/70">{t('printHelp')}</p>
      <form action={`/api/d/${encodeURIComponent(code)}/pdf`} method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <input type="hidden" name="lang" value={locale} />
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('printPaper')}</span>
          <select name="paper" defaultValue="a4" className={select}><option value="a4">{t('printPaperA4')}</option><option value="letter">{t('printPaperLetter')}</option></select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('printBleed')}</span>
          <select name="bleed" defaultValue="0" className={select}><option value="0">{t('printBleedNone')}</option><option value="3">{t('printBleed3')}</option></select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('printMarks')}</span>
          <select name="marks" defaultValue="crop" className={select}><option value="crop">{t('printMarksCrop')}</option><option value="lines">{t('printMarksLines')}</option></select>
        </label>
        <label className="flex items-center gap-2 py-1">
          <input type="checkbox" name="back" value="1" />
          <span>{t('printBack')}</span>
        </label>
        <button type="submit" className="rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90">{t('printSubmit')}</button>
      </form>
    </section>
  );
}
