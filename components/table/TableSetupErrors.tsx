import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { explainDeckCode } from '@/lib/table/setup/explainDeckCode';
import type { FormSeat, SetupError } from '@/lib/table/setup/setupForm';
import { takesSingular } from '@/lib/i18n/takesSingular';

/** Every reason the game cannot start yet, in the reader's language; only an engine refusal quotes the engine. */
export function TableSetupErrors({
  errors,
  locale,
  codeLabel,
}: {
  errors: SetupError[];
  locale: Locale;
  codeLabel: (seat: FormSeat) => string;
}) {
  const t = createT(tableMessages, locale);
  const say = (e: SetupError) => {
    if (e.deck)
      return t('err-bad-code', {
        field: codeLabel(e.seat ?? 'A'),
        message: explainDeckCode(e.deck.code, e.deck.input, locale),
      });
    if (e.code === 'custom-points')
      return t(takesSingular(e.points ?? 0, locale) ? 'err-custom-pointsOne' : 'err-custom-points', {
        points: e.points ?? 0,
        level: e.level ?? '',
      });
    return t(`err-${e.code}`, { message: e.message });
  };
  return (
    <div role="alert" data-testid="setup-errors">
      {errors.length ? (
        <div className="rounded-lg border border-ember/40 bg-ember/10 p-3 text-sm">
          <p className="font-semibold">{t('setupErrors')}</p>
          <ul className="list-disc pl-5">
            {errors.map((e, i) => (
              <li key={i} data-code={e.code}>
                {say(e)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
