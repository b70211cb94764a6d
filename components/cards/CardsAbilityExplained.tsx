import type { CardAbility, CardType } from '@/lib/cards';
import { explainAbility } from '@/lib/cards/explanations';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { AbilitiesIcon } from './AbilitiesIcon';
import { CardsAbilityTiming } from './CardsAbilityTiming';
import { abilityName } from './cardsText';

/** One ability of a card, explained for that card (Aura or not, Creature or Incantation). */
export function CardsAbilityExplained({
  entry,
  cardType,
  locale,
}: {
  entry: CardAbility;
  cardType: CardType;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  const name = abilityName(entry.ability, locale);
  const text = explainAbility(entry.ability, locale);
  return (
    <li className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <AbilitiesIcon ability={entry.ability} locale={locale} aura={entry.aura} size={28} />
        <span>{name}</span>
        {entry.aura && (
          <span className="rounded bg-gold/20 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink">
            {t('asAura')}
          </span>
        )}
      </h3>
      {entry.aura && <p className="text-sm italic">{t('auraNote')}</p>}
      <p className="font-semibold">{text.summary}</p>
      {text.paragraphs.map((p) => (
        <p key={p} className="text-black/80">
          {p}
        </p>
      ))}
      <CardsAbilityTiming
        slug={entry.ability}
        locale={locale}
        prefer={cardType === 'creature' ? 'assault' : 'incantation'}
      />
      <a
        className="inline-block text-sm underline decoration-gold underline-offset-2 hover:text-ember"
        href={`/abilities/${entry.ability}`}
      >
        {t('aboutAbility', { name })}
      </a>
    </li>
  );
}
