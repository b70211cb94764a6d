import { championCost, type GameState, type PlayerId, playerAt } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';

export interface TableChampionProps {
  seat: PlayerId;
  state: GameState;
  locale: Locale;
  active: boolean;
  selected: boolean;
  onPick: () => void;
}

/** The Champion zone: ready, exhausted or in play, and what summoning it costs right now. */
export function TableChampion({ seat, state, locale, active, selected, onPick }: TableChampionProps) {
  const t = createT(tableMessages, locale);
  const p = playerAt(state, seat);
  if (!p || p.kind !== 'person' || !p.champion) return null;
  const def = state.cards[p.champion.card];
  const cost = championCost(state, seat) ?? def.mana;
  return (
    <section
      aria-label={t('championZone')}
      data-champion={p.champion.state}
      className="flex shrink-0 flex-col gap-1 rounded-lg bg-amber-100 p-1.5 text-xs text-ink ring-2 ring-amber-400"
    >
      <h3 className="font-display font-bold">{t('championZone')}</h3>
      <span>{t('championState', { name: def.name, state: t(`champion-${p.champion.state}`), cost })}</span>
      {p.champion.state === 'ready' && active ? (
        <button
          type="button"
          aria-pressed={selected}
          onClick={onPick}
          className={`rounded-md px-2 py-1 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember ${selected ? 'bg-ember text-white' : 'bg-amber-300'}`}
        >
          {t('summonChampion')}
        </button>
      ) : null}
    </section>
  );
}
