'use client';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/**
 * On the edit page opened with cards in the address that are not the saved ones (a reload
 * after an edit, or an old link): says so before anyone saves them over a newer version.
 */
export function DeckBuilderEditNotice({
  locale,
  version,
  onShowSaved,
}: {
  locale: Locale;
  version: number;
  onShowSaved: () => void;
}) {
  const t = createT(decksMessages, locale);
  return (
    <div
      role="alert"
      data-testid="edit-address-differs"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-gold/70 bg-gold/15 p-3 text-sm"
    >
      <p className="min-w-0 flex-1 basis-64 font-semibold">{t('editAddressDiffers', { version })}</p>
      <button
        type="button"
        onClick={onShowSaved}
        className="rounded-lg bg-ember px-3 py-2 font-semibold text-white hover:bg-ember/90"
      >
        {t('editShowSaved')}
      </button>
    </div>
  );
}
