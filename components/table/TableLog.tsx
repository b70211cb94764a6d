import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { ruleCitation } from '@/lib/table/ruleCitation';
import type { LogEntry } from '@/lib/table/tableReducer';

/** The whole game so far, one sentence per event, each with the rule it applied; it stays scrolled to the newest. */
export function TableLog({ entries, locale }: { entries: LogEntry[]; locale: Locale }) {
  const t = createT(tableMessages, locale);
  return (
    <section aria-labelledby="table-log-title" className="rounded-xl border border-black/10 bg-white/60 p-3">
      <h3 id="table-log-title" className="font-display text-lg font-bold">{t('logTitle')}</h3>
      {/* column-reverse keeps the newest lines in view without scripting the scroll; the whole game stays readable above them */}
      <div className="mt-2 flex max-h-72 flex-col-reverse overflow-y-auto">
        <ol className="space-y-1 text-sm" data-testid="log">
          {entries.map((e) => (
            <li key={e.id}>
              {e.text}
              {e.rule ? <span className="block text-xs text-black/55">{ruleCitation(e.rule, locale)}</span> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
