import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { LogEntry } from '@/lib/table/tableReducer';

/** The game so far, one sentence per event, each with the rule it applied; newest first. */
export function TableLog({ entries, locale }: { entries: LogEntry[]; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const shown = entries.slice(-150).reverse();
  return (
    <section aria-label={t('logTitle')} className="rounded-xl border border-black/10 bg-white/60 p-3">
      <h3 className="font-display text-lg font-bold">{t('logTitle')}</h3>
      <ol className="mt-2 max-h-72 space-y-1 overflow-y-auto text-sm" data-testid="log">
        {shown.map((e) => (
          <li key={e.id}>
            {e.text}
            {e.rule ? <span className="block text-xs text-black/55">{t('rule', { rule: e.rule })}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
