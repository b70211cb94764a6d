import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { SetupError } from '@/lib/table/setupForm';

/** Every reason the game cannot start yet, in our words, with the engine's detail where it has one. */
export function TableSetupErrors({ errors, locale, seatName }: { errors: SetupError[]; locale: Locale; seatName: (seat: 'A' | 'B') => string }) {
  const t = createT(tableMessages, locale);
  return (
    <div role="alert" data-testid="setup-errors">
      {errors.length ? (
        <div className="rounded-lg border border-ember/40 bg-ember/10 p-3 text-sm">
          <p className="font-semibold">{t('setupErrors')}</p>
          <ul className="list-disc pl-5">
            {errors.map((e, i) => <li key={i} data-code={e.code}>{t(`err-${e.code}`, { seat: e.seat ? seatName(e.seat) : '', message: e.message })}</li>)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
