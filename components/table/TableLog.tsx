import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { LogEntry } from '@/lib/table/logEntries';
import { ruleCitation } from '@/lib/table/ruleCitation';
import { takesSingular } from '@/lib/i18n/takesSingular';

/**
 * The whole game so far, one sentence per event, each with the rule it applied, grouped by
 * turn: the turn being played is open, earlier turns fold away but stay one click from reading.
 */
export function TableLog({ entries, locale }: { entries: LogEntry[]; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const turns: LogEntry[][] = [];
  for (const e of entries) {
    const group = turns.at(-1);
    if (group && group[0].turn === e.turn) group.push(e);
    else turns.push([e]);
  }
  return (
    <section aria-labelledby="table-log-title" className="rounded-xl border border-black/10 bg-white/60 p-3">
      <h3 id="table-log-title" className="font-display text-lg font-bold">{t('logTitle')}</h3>
      <div className="mt-2 space-y-1" data-testid="log">
        {turns.map((group, i) => (
          <details key={group[0].id} open={i === turns.length - 1} data-turn={group[0].turn}>
            <summary className="cursor-pointer font-semibold">
              {t(takesSingular(group.length, locale) ? 'logTurnOne' : 'logTurn', { turn: group[0].turn, count: group.length })}
            </summary>
            <ol className="space-y-1 py-1 pl-4 text-sm">
              {group.map((e) => (
                <li key={e.id}>
                  {e.text}
                  {e.rule ? <span className="block text-xs text-black/55">{ruleCitation(e.rule, locale)}</span> : null}
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
