import type { FieldError } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';

/** The message under a field; its id is what the field's aria-describedby points to. */
export function ChampionFieldError({
  id,
  error,
  locale,
}: {
  id: string;
  error?: FieldError | { message: string; messageFr: string };
  locale: Locale;
}) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-ember">
      {locale === 'fr' ? error.messageFr : error.message}
    </p>
  );
}
