import { getAbility } from '@/lib/cards';
import type { ChampionDesign } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** Mana, Attack, Health and abilities as a definition list (what the face shows, for every reader). */
export function ChampionStats({ design, mana, locale }: { design: ChampionDesign; mana: number; locale: Locale }) {
  const t = createT(championsMessages, locale);
  const abilities = design.abilities.map((a) => {
    const info = getAbility(a.ability);
    const name = (locale === 'fr' ? info?.nameFr : info?.nameEn) ?? a.ability;
    return a.aura ? `${name} (${t('abilityAura')})` : name;
  });
  const rows: Array<[string, string]> = [
    [t('statMana'), String(mana)],
    [t('statAttack'), String(design.attack)],
    [t('statHealth'), String(design.health)],
    [t('statAbilities'), abilities.length ? abilities.join(', ') : t('noAbilities')],
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t('statsTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
