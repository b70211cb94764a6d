import type { GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { explainRefusal } from '@/lib/table/narration/explainRefusal';
import type { Refusal } from '@/lib/table/narration/refusal';

export interface TableErrorMessageProps {
  error: Refusal | null;
  state: GameState;
  locale: Locale;
  who: (p: PlayerId) => string;
  onDismiss: () => void;
}

/** Why a move was refused: our heading for the engine's code, then the reason with the card's real name. */
export function TableErrorMessage({ error, state, locale, who, onDismiss }: TableErrorMessageProps) {
  const t = createT(tableMessages, locale);
  return (
    <div role="alert" className="min-h-0" data-testid="table-error" data-code={error?.code ?? ''}>
      {error ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-ember bg-parchment p-2 text-sm text-ink shadow-xl">
          <strong>{t(`error-${error.code}`)}</strong>
          <span>{explainRefusal(error, state, { locale, who })}</span>
          <button type="button" onClick={onDismiss} className="ml-auto underline">
            {t('dismiss')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
