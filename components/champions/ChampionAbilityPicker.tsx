'use client';

import type { CardAbility } from '@/lib/cards/types';
import { MAX_ABILITIES } from '@/lib/champions/design';
import type { BilingualMessage } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { ChampionFieldError } from './ChampionFieldError';
import { championAbilitiesIn } from './forgeModel';

interface Props {
  locale: Locale;
  chosen: CardAbility[];
  onToggle: (slug: CardAbility['ability'], on: boolean) => void;
  onAura: (slug: CardAbility['ability'], aura: boolean) => void;
  error?: BilingualMessage;
}

function signedCost(cost: number, locale: Locale): string {
  return `${cost < 0 ? '−' : '+'}${Math.abs(cost).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB')}`;
}

/**
 * One checkbox per ability a Champion may take and, where allowed, an independent Aura box: a
 * card may hold an ability, give it as an Aura, or both (Druide Pacifique). Abilities are listed
 * in the reader's alphabetical order. Once the limit is reached the other boxes are disabled,
 * and a status line says why.
 */
export function ChampionAbilityPicker({ locale, chosen, onToggle, onAura, error }: Props) {
  const t = createT(championsMessages, locale);
  const full = chosen.length >= MAX_ABILITIES;
  return (
    <fieldset
      id="champion-abilities"
      className="space-y-2"
      aria-describedby="champion-abilities-help champion-abilities-limit champion-abilities-error"
    >
      <legend className="font-semibold">{t('legendAbilities')}</legend>
      <p id="champion-abilities-help" className="text-sm text-black/70">
        {t('abilitiesHelp', { max: MAX_ABILITIES })}
      </p>
      {/* Always in the page, so that screen readers announce the limit when it is reached. */}
      <p id="champion-abilities-limit" role="status" className="text-sm font-medium text-tide">
        {full ? t('abilitiesFull', { max: MAX_ABILITIES }) : ''}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {championAbilitiesIn(locale).map((info) => {
          const own = chosen.some((a) => a.ability === info.slug && !a.aura);
          const aura = chosen.some((a) => a.ability === info.slug && a.aura);
          const name = locale === 'fr' ? info.nameFr : info.nameEn;
          return (
            // Rows and boxes sized for a finger: each label is at least 44 px high, each box 24 px.
            <li key={info.slug} className="flex flex-wrap items-stretch gap-x-1 rounded hover:bg-black/5">
              <label
                className={`flex min-h-11 flex-1 cursor-pointer items-center gap-2 px-1 ${full && !own ? 'opacity-50' : ''}`}
              >
                <input
                  type="checkbox"
                  className="size-6 shrink-0 accent-tide"
                  checked={own}
                  disabled={full && !own}
                  onChange={(e) => onToggle(info.slug, e.target.checked)}
                />
                <span>{name}</span>
                <span className="text-xs text-black/60">
                  {t('abilityCost', { cost: signedCost(info.cost.creature, locale) })}
                </span>
              </label>
              {info.canBeAura && (
                <label
                  className={`flex min-h-11 min-w-11 cursor-pointer items-center gap-1 px-2 text-sm ${full && !aura ? 'opacity-50' : ''}`}
                >
                  <input
                    type="checkbox"
                    className="size-6 shrink-0 accent-ember"
                    disabled={full && !aura}
                    checked={aura}
                    aria-label={t('abilityAuraOf', { ability: name })}
                    onChange={(e) => onAura(info.slug, e.target.checked)}
                  />
                  <span aria-hidden="true">{t('abilityAura')}</span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <ChampionFieldError id="champion-abilities-error" error={error} locale={locale} />
    </fieldset>
  );
}
