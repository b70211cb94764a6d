import { PRECONSTRUCTED, getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

/** Pick 1 of the 4 preconstructed decks, each listed with its cards. */
export function TablePreconField({
  legend,
  name,
  value,
  locale,
  aiNote,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  locale: Locale;
  aiNote: boolean;
  onChange: (slug: string) => void;
}) {
  const t = createT(tableMessages, locale);
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRECONSTRUCTED.map((deck, i) => (
          <label
            key={deck.slug}
            className={`flex gap-2 rounded-lg border p-2 text-sm ${value === deck.slug ? 'border-tide bg-tide/5' : 'border-black/15'}`}
          >
            <input
              type="radio"
              name={name}
              value={deck.slug}
              checked={value === deck.slug}
              onChange={() => onChange(deck.slug)}
            />
            {locale === 'fr' ? `Deck préconstruit ${i + 1}` : deck.name} —{' '}
            {deck.cards.map((c) => getCard(c)?.name ?? c).join(', ')}
          </label>
        ))}
      </div>
      {aiNote ? <p className="text-sm text-black/60">{t('preconAiNote')}</p> : null}
    </fieldset>
  );
}
