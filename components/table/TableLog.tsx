import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { LogEntry } from '@/lib/table/tableReducer';

/** The game so far, one sentence per event, each with the rule it applied; it stays scrolled to the newest. */
export function TableLog({ entries, locale }: { entries: LogEntry[]; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const shown = entries.slice(-150);
  return (
    <section aria-label={t('logTitle')} className="rounded-xl border border-black/10 bg-white/60 p-3">
      <h3 className="font-display text-lg font-bold">{t('logTitle')}</h3>
      {/* column-reverse keeps the newest lines in view without scripting the scroll */}
      <div className="mt-2 flex max-h-72 flex-col-reverse overflow-y-auto">
      <ol className="space-y-1 text-sm" data-testid="log">
        {shown.map((e) => (
          <li key={e.id}>
            {e.text}
            {e.rule ? <span className="block text-xs text-black/55">{t('rule', { rule: e.rule })}</span> : null}
          </li>
        ))}
      </ol>
      </div>
    </section>
  );
}
