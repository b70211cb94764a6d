import { abilityName } from '@/components/cards/cardsText';
import type { Card } from '@/lib/cards';
import { deckStats } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckManaCurve } from './DeckManaCurve';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-white/70 px-3 py-2">
      <dt className="text-xs text-black/60">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Figures of a deck (complete or not): curve, types, abilities, totals and first-turn plays. */
export function DeckStats({
  cards,
  locale,
  headingLevel = 2,
}: {
  cards: readonly Card[];
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = createT(decksMessages, locale);
  const stats = deckStats(cards);
  const nameOf = (slug: string) => cards.find((c) => c.slug === slug)?.name ?? slug;
  const list = (slugs: string[]) => (slugs.length ? slugs.map(nameOf).join(', ') : t('noneAffordable'));
  const number = (n: number) => n.toLocaleString(locale);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="deck-stats-title" className="space-y-3" data-testid="deck-stats">
      <Heading id="deck-stats-title" className="font-display text-2xl">
        {t('statsTitle')}
      </Heading>
      <DeckManaCurve curve={stats.manaCurve} locale={locale} />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={t('creatures')} value={stats.creatures} />
        <Fact label={t('incantations')} value={stats.incantations} />
        <Fact label={t('totalMana')} value={stats.totalMana} />
        <Fact label={t('averageMana')} value={number(stats.averageMana)} />
        <Fact
          label={t('totalAttack') + (stats.variableAttack ? ` (${t('variableAttack')})` : '')}
          value={stats.totalAttack}
        />
        <Fact label={t('averageAttack')} value={number(stats.averageAttack)} />
        <Fact label={t('totalHealth')} value={stats.totalHealth} />
        <Fact label={t('averageHealth')} value={number(stats.averageHealth)} />
      </dl>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-semibold">{t('abilitiesPresent')}</dt>
          <dd>
            {stats.abilities.length
              ? stats.abilities
                  .map((a) => t('abilityCount', { name: abilityName(a.ability, locale), count: a.cards }))
                  .join(', ')
              : t('noAbilities')}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('firstTurnSix')}</dt>
          <dd data-testid="first-turn-six">{list(stats.playableFirstTurn.withSix)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('firstTurnNine')}</dt>
          <dd data-testid="first-turn-nine">{list(stats.playableFirstTurn.withNine)}</dd>
        </div>
      </dl>
    </section>
  );
}
