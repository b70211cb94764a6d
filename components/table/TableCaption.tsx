import type { Locale } from '@/lib/i18n/locales';
import { ruleCitation } from '@/lib/table/narration/ruleCitation';

/**
 * The step being shown, in words (the log's sentence and its rule), so nobody has to look away
 * to follow it: over the board's foot, or (at the table) over the hand, which waits during the
 * Assault, so the viewer's Creatures and their figures stay in sight.
 */
export function TableCaption({
  text,
  rule,
  locale,
  over = 'board',
}: {
  text: string;
  rule: string;
  locale: Locale;
  over?: 'board' | 'hand';
}) {
  if (!text) return null;
  return (
    // Said by the announcer already: hidden from screen readers so it is not read twice.
    <div
      aria-hidden="true"
      data-testid="caption"
      className={`pointer-events-none absolute inset-x-2 ${over === 'hand' ? 'top-0' : 'bottom-2'} z-30 mx-auto max-w-xl rounded-lg bg-ink/90 px-3 py-1.5 text-center text-xs text-white shadow-lg ring-1 ring-amber-300/50 sm:text-sm`}
    >
      <p className="line-clamp-2 font-semibold">{text}</p>
      {rule ? <p className="truncate text-[10px] text-amber-200 sm:text-xs">{ruleCitation(rule, locale)}</p> : null}
    </div>
  );
}
