import type { EngineError } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** Why a move was refused, from the engine's typed error: our sentence for its code, then the engine's own detail. */
export function TableErrorMessage({ error, locale, onDismiss }: { error: EngineError | null; locale: Locale; onDismiss: () => void }) {
  const t = createT(tableMessages, locale);
  return (
    <div role="alert" className="min-h-0" data-testid="table-error" data-code={error?.code ?? ''}>
      {error ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg border border-ember/40 bg-ember/10 p-3 text-sm">
          <strong>{t(`error-${error.code}`)}</strong>
          <span>{t('engineSays', { message: error.message })}</span>
          <button type="button" onClick={onDismiss} className="ml-auto underline">{t('cancel')}</button>
        </p>
      ) : null}
    </div>
  );
}
