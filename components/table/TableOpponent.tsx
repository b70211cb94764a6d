import type { GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { tableSeatsMessages } from '@/lib/i18n/messages/tableSeats';
import { createT } from '@/lib/i18n/translate';
import { HAND_STRONGHOLD, type SeatView } from '@/lib/table/board/boardView';
import type { BeatMarks } from '@/lib/table/board/beatStage';
import { describeAi } from '@/lib/table/narration/describeAi';
import { SEAT_TONES } from '@/lib/table/setup/seatOwners';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { TableSeatMarks } from './TableSeatMarks';
import { playerAt } from '@/lib/engine';

export interface TableOpponentProps {
  seat: PlayerId;
  view: SeatView;
  state: GameState;
  heading: string;
  locale: Locale;
  /** Whether this seat is the one playing now. */
  active?: boolean;
  marks?: BeatMarks | null;
  name?: (slug: string) => string;
  /** Several seats across the board: on a phone each strip says the same in a few words, so three fit in one row. */
  compact?: boolean;
  /** The seat's colour on the board (0 is the viewer's; allies share one), when the board marks owners. */
  tone?: number | null;
  /** Four seats: the short text at every size (a narrow column beside the lines, or a third of a phone's row). */
  brief?: boolean;
}

/** The other side, in one strip: a person's hand size and Stronghold, or the AI's deck, discard pile, Stronghold and settings. */
export function TableOpponent({
  seat,
  view,
  state,
  heading,
  locale,
  active = false,
  marks = null,
  name = (s) => s,
  compact = false,
  tone = null,
  brief = false,
}: TableOpponentProps) {
  const m = createT(tableMultiplayerMessages, locale);
  const pos = view.hand.indexOf(HAND_STRONGHOLD) + 1;
  // On a phone a compact strip shows the short text; the full sentence stays for screen readers.
  const full = brief ? 'sr-only' : compact ? 'max-sm:sr-only' : '';
  const short = (text: string) =>
    brief ? (
      <span aria-hidden="true">{text}</span>
    ) : compact ? (
      <span aria-hidden="true" className="sm:hidden">
        {text}
      </span>
    ) : null;
  const t = createT(tableMessages, locale);
  const s = createT(tableSeatsMessages, locale);
  const p = playerAt(state, seat);
  const one = (count: number) => takesSingular(count, locale);
  const chip = brief ? 'rounded bg-black/25 px-1' : 'rounded-md bg-black/25 px-2 py-0.5';
  // Life as the Stronghold counts it (the cards right of it), and the Solo AI's life is its deck.
  const hp = view.kind === 'person' ? view.hand.length - pos : view.deck;
  const lifeText =
    view.kind === 'person'
      ? s(one(hp) ? 'lifeOfOne' : 'lifeOf', { seat: heading, hp })
      : s(one(hp) ? 'aiLifeOne' : 'aiLife', { count: hp });
  const ring = active ? 'ring-amber-300/70' : tone === null ? 'ring-white/10' : `${SEAT_TONES[tone].ring} ring-2`;
  return (
    <section
      aria-label={heading}
      data-testid="opponent"
      data-seat={seat}
      data-stronghold-target={seat}
      className={`relative flex min-w-0 flex-wrap items-center rounded-lg text-xs text-parchment ring-1 ${brief ? 'gap-x-1 gap-y-0.5 px-1.5 py-0.5' : 'gap-x-2 gap-y-1 px-2 py-1 sm:text-sm'} ${active ? 'bg-amber-300/15' : 'bg-black/20'} ${ring}`}
    >
      <h3 className={`font-display font-bold text-white ${brief ? 'text-xs sm:text-sm' : 'text-sm sm:text-base'}`}>
        {heading}
      </h3>
      <span className={`${chip} font-black text-amber-200`} data-testid="seat-life" title={lifeText}>
        <span aria-hidden="true">
          ♥{hp}
          {view.kind === 'ai' ? ` ${s('aiLifeShort')}` : ''}
        </span>
        <span className="sr-only">{lifeText}</span>
      </span>
      <span
        className={`${chip} font-semibold ${view.side === 'fort' ? 'text-amber-200' : ''}`}
        data-stronghold-side={view.side}
      >
        <span className={full}>{t('stronghold', { side: t(view.side) })}</span>
        {short(view.kind === 'person' ? m('sideShort', { side: t(view.side), pos }) : t(view.side))}
      </span>
      {view.kind === 'person' ? (
        <span className={chip}>
          <span className={full}>
            {t(one(view.hand.length - 1) ? 'handSizeOne' : 'handSize', { count: view.hand.length - 1, pos })}
          </span>
          {short(m('handShort', { count: view.hand.length - 1 }))}
        </span>
      ) : (
        <>
          <span
            className={`${chip} font-semibold ${brief ? 'hidden' : compact ? 'max-sm:hidden' : '[@media(max-height:500px)]:hidden'}`}
            data-testid="ai-deck"
            title={t('aiDestroyedNote')}
          >
            {t(one(view.deck) ? 'aiDeckOne' : 'aiDeck', { count: view.deck })}
          </span>
          <details className="relative">
            <summary className={`${chip} cursor-pointer underline`}>
              {t(one(view.discard) ? 'aiDiscardOne' : 'aiDiscard', { count: view.discard })}
            </summary>
            <ol className="absolute left-0 top-full z-30 mt-1 max-h-48 w-48 list-decimal overflow-y-auto rounded-md bg-ink p-2 pl-6 text-parchment shadow-lg">
              {p?.kind === 'ai' ? p.discard.map((id, i) => <li key={i}>{state.cards[id].name}</li>) : null}
            </ol>
          </details>
          {p?.kind === 'ai' ? (
            <span className="hidden truncate text-parchment/85 xl:inline">{describeAi(p.config, locale)}</span>
          ) : null}
        </>
      )}
      <TableSeatMarks seat={seat} marks={marks} locale={locale} name={name} />
    </section>
  );
}
