import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** A note above the table or the form (a restored game, a link's game, another tab), with the way out it offers. */
export function TablePlayNote({
  text,
  locale,
  onChangeSetup,
  onBackToGame,
}: {
  text: string;
  locale: Locale;
  onChangeSetup?: () => void;
  onBackToGame?: () => void;
}) {
  const t = createT(tableMessages, locale);
  return (
    <p
      role="status"
      className="flex flex-wrap gap-x-3 rounded-lg bg-tide/10 p-3 text-sm max-sm:px-2 max-sm:py-1 max-sm:text-xs [@media(max-height:500px)]:px-2 [@media(max-height:500px)]:py-1"
      data-testid="table-note"
    >
      {text}
      {onChangeSetup ? (
        <button type="button" className="underline" onClick={onChangeSetup}>
          {t('changeSetup')}
        </button>
      ) : null}
      {onBackToGame ? (
        <button type="button" className="font-semibold underline" onClick={onBackToGame} data-testid="back-to-game">
          {t('backToGame')}
        </button>
      ) : null}
    </p>
  );
}
