import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

export function CardsUnverifiedNote({ locale }: { locale: Locale }) {
  const t = createT(cardsMessages, locale);
  return (
    <aside
      role="note"
      aria-labelledby="unverified-title"
      className="rounded-lg border-l-4 border-ember bg-ember/10 p-4"
    >
      <h2 id="unverified-title" className="font-semibold text-ember">
        {t('unverifiedTitle')}
      </h2>
      <p className="text-sm">{t('unverifiedNote')}</p>
    </aside>
  );
}
