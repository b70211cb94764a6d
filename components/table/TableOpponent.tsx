import type { GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { HAND_STRONGHOLD, type SeatView } from '@/lib/table/boardView';
import { describeAi } from '@/lib/table/describeAi';
import { takesSingular } from '@/lib/i18n/takesSingular';

export interface TableOpponentProps {
  seat: PlayerId;
  view: SeatView;
  state: GameState;
  heading: string;
  locale: Locale;
}

/** The other side: a person's hand size and Stronghold, or the AI's deck, discard pile, Stronghold and settings. */
export function TableOpponent({ seat, view, state, heading, locale }: TableOpponentProps) {
  const t = createT(tableMessages, locale);
  const p = state.players[seat];
  const one = (count: number) => takesSingular(count, locale);
  return (
    <section aria-label={heading} data-testid="opponent" className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl border border-black/10 bg-white/60 p-3 text-sm">
      <h3 className="font-display text-lg font-bold">{heading}</h3>
      <span data-stronghold-side={view.side}>{t('stronghold', { side: t(view.side) })}</span>
      {view.kind === 'person' ? (
        <span>{t(one(view.hand.length - 1) ? 'handSizeOne' : 'handSize', { count: view.hand.length - 1, pos: view.hand.indexOf(HAND_STRONGHOLD) + 1 })}</span>
      ) : (
        <>
          <span data-testid="ai-deck" title={t('aiDestroyedNote')}>{t(one(view.deck) ? 'aiDeckOne' : 'aiDeck', { count: view.deck })}</span>
          <details>
            <summary className="cursor-pointer underline">{t(one(view.discard) ? 'aiDiscardOne' : 'aiDiscard', { count: view.discard })}</summary>
            <ol className="mt-1 list-decimal pl-5">
              {p?.kind === 'ai' ? p.discard.map((id, i) => <li key={i}>{state.cards[id].name}</li>) : null}
            </ol>
          </details>
          {p?.kind === 'ai' ? <span>{describeAi(p.config, locale)}</span> : null}
        </>
      )}
    </section>
  );
}
