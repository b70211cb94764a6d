'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { createT } from '@/lib/i18n/translate';
import type { LogEntry } from '@/lib/table/narration/logEntries';
import { ruleCitation } from '@/lib/table/narration/ruleCitation';
import { takesSingular } from '@/lib/i18n/takesSingular';

/**
 * The whole game so far, one sentence per event with the rule it applied, grouped by turn: the
 * turn being played is open, earlier turns fold away. It stands beside the board on a wide
 * screen; on a phone it is a drawer whose closed strip always shows the latest event.
 */
export function TableLog({ entries, locale }: { entries: LogEntry[]; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const b = createT(tableBoardMessages, locale);
  const [open, setOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // The newest event is at the bottom: keep it in sight as events arrive and when the drawer opens or closes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length, open]);
  // The table sizes itself after its parts are laid out (and again on rotation): the strip's newest line stays in sight.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const turns: LogEntry[][] = [];
  for (const e of entries) {
    const group = turns.at(-1);
    if (group && group[0].turn === e.turn) group.push(e);
    else turns.push([e]);
  }
  return (
    <section
      aria-labelledby="table-log-title"
      data-testid="game-log"
      data-open={open ? 'true' : 'false'}
      className={`flex min-h-0 rounded-lg bg-parchment text-ink shadow-lg ring-1 ring-black/20 lg:static lg:h-full lg:w-80 lg:flex-col lg:shadow-none 2xl:w-96 sm:landscape:static sm:landscape:h-full sm:landscape:w-56 sm:landscape:flex-col sm:landscape:shadow-none lg:landscape:w-80 2xl:landscape:w-96 ${
        open
          ? 'fixed inset-x-2 bottom-2 z-40 h-[70dvh] flex-col'
          : 'h-12 shrink-0 flex-row items-stretch lg:h-full sm:landscape:h-full'
      }`}
    >
      <div
        className={`flex shrink-0 items-center gap-2 px-2 ${open ? 'border-b border-black/10 py-1' : 'lg:border-b lg:border-black/10 lg:py-1 sm:landscape:border-b sm:landscape:border-black/10 sm:landscape:py-1'}`}
      >
        <h3
          id="table-log-title"
          className={`font-display text-sm font-bold ${open ? '' : 'sr-only lg:not-sr-only sm:landscape:not-sr-only'}`}
        >
          {t('logTitle')}
        </h3>
        <button
          type="button"
          className="ml-auto rounded-md bg-ink px-2 py-1 text-xs font-semibold text-white lg:hidden sm:landscape:hidden"
          aria-expanded={open}
          aria-controls="table-log-list"
          onClick={() => setOpen((o) => !o)}
          data-testid="log-toggle"
        >
          {open ? b('logClose') : b('logOpen')}
        </button>
      </div>
      <div
        ref={scroller}
        id="table-log-list"
        className={`min-h-0 min-w-0 flex-1 overflow-y-auto px-2 ${open ? 'py-1' : 'order-first py-0.5 lg:order-none lg:py-1 sm:landscape:order-none sm:landscape:py-1'}`}
        data-testid="log"
      >
        {turns.map((group, i) => (
          <details key={group[0].id} open={i === turns.length - 1} data-turn={group[0].turn}>
            <summary className="cursor-pointer py-1 text-xs font-semibold">
              {t(takesSingular(group.length, locale) ? 'logTurnOne' : 'logTurn', {
                turn: group[0].turn,
                count: group.length,
              })}
            </summary>
            <ol className="space-y-0.5 pb-1 pl-2 text-xs sm:text-sm">
              {group.map((e) => (
                <li key={e.id} data-testid="log-entry">
                  {e.text}
                  {e.rule ? (
                    <span className="block text-[11px] text-black/70">{ruleCitation(e.rule, locale)}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
