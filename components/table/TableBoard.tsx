import type { AbilitySlug } from '@/lib/cards/types';
import type { CardDef, CreatureRef, GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { tableSeatsMessages } from '@/lib/i18n/messages/tableSeats';
import { createT } from '@/lib/i18n/translate';
import type { BoardView } from '@/lib/table/board/boardView';
import type { BeatMarks } from '@/lib/table/board/beatStage';
import { summarizeBoard } from '@/lib/table/narration/summarizeBoard';
import { fourSeatLayout, type LineCell } from '@/lib/table/board/fourSeatLayout';
import type { SeatOwner } from '@/lib/table/setup/seatOwners';
import { TableLine, type Placing } from './TableLine';
import { TableOpponent } from './TableOpponent';
import { TableSeatTable } from './TableSeatTable';
import fx from './TableFx.module.css';
import { playerAt } from '@/lib/engine';

export interface TableBoardProps {
  view: BoardView;
  /** The position the board is drawn from: the engine's, or (during a beat) its stage. */
  summaryOf?: BoardView;
  state: GameState;
  /** The seat at the bottom (whose hand is shown); every other seat sits across the board. */
  viewer: PlayerId;
  defs: Map<string, CardDef>;
  locale: Locale;
  heading: (p: PlayerId) => string;
  /** Team Play: the team a seat belongs to, shown beside its name. */
  team?: (p: PlayerId) => string | null;
  sideLabel: (p: PlayerId) => string;
  /** How each seat is marked on its half-lines ("You", "Your ally · Player 3"); by default its heading. */
  owner?: (p: PlayerId) => SeatOwner;
  marks?: BeatMarks | null;
  flags?: Map<string, { new: boolean; protectionUsed: boolean }> | null;
  placing?: Placing | null;
  onLine?: (line: string) => void;
  onTarget?: (ref: CreatureRef) => void;
  /** Drawn over the lines: the caption of the step on show, the game-over panel. */
  children?: React.ReactNode;
}

const none = () => {};

/**
 * The board, built from the lines and seats of the game: with two seats the other one across
 * the top, then each line with its Bridge; with four, the seats round the four Bridges as they
 * sit (TableSeatTable). The position's summary is written on it for replay checks.
 */
export function TableBoard({
  view,
  summaryOf = view,
  state,
  viewer,
  defs,
  locale,
  heading,
  team = () => null,
  sideLabel,
  owner,
  marks = null,
  flags = null,
  placing = null,
  onLine = none,
  onTarget = none,
  children,
}: TableBoardProps) {
  const t = createT(tableMessages, locale);
  const b = createT(tableBoardMessages, locale);
  const lines = Object.keys(view.lines);
  const others = (Object.keys(view.seats) as PlayerId[]).filter((p) => p !== viewer);
  const granted: Partial<Record<PlayerId, AbilitySlug[]>> = {};
  for (const id of Object.keys(state.players) as PlayerId[]) {
    const p = playerAt(state, id);
    if (p?.kind === 'ai') granted[id] = p.config.abilities;
  }
  const name = (slug: string) => defs.get(slug)?.name ?? slug;
  const s = createT(tableSeatsMessages, locale);
  const titled = (p: PlayerId) => (team(p) ? `${heading(p)} · ${team(p)}` : heading(p));
  const ownerOf = owner ?? ((p: PlayerId): SeatOwner => ({ label: titled(p), tone: p === viewer ? 0 : 1, you: false }));
  const seatsOf = Object.fromEntries(lines.map((l) => [l, Object.keys(view.lines[l]) as PlayerId[]]));
  const layout = fourSeatLayout(seatsOf, state.order, viewer);
  const lineName = (line: string, seats: PlayerId[]) =>
    line === 'top'
      ? t('upperLine')
      : line === 'bottom'
        ? t('lowerLine')
        : b('lineOf', { a: heading(seats[0]), b: heading(seats[1]) });
  const drawLine = ({ line, near, far }: LineCell) => (
    <TableLine
      key={line}
      line={line}
      name={lineName(line, seatsOf[line])}
      view={view}
      near={near}
      far={far}
      viewer={viewer}
      defs={defs}
      locale={locale}
      sideLabel={sideLabel}
      granted={granted}
      flags={flags}
      marks={marks}
      placing={placing}
      onLine={onLine}
      onTarget={onTarget}
      owner={ownerOf}
      face={layout ? 'token' : 'card'}
    />
  );
  const seatStrip = (seat: PlayerId, compact: boolean) => (
    <TableOpponent
      key={seat}
      seat={seat}
      view={view.seats[seat]!}
      state={state}
      heading={layout ? ownerOf(seat).label : titled(seat)}
      locale={locale}
      active={view.active === seat}
      marks={marks}
      name={name}
      compact={compact}
      tone={layout ? ownerOf(seat).tone : null}
      brief={!!layout}
    />
  );
  const count = (line: string, p: PlayerId) => view.lines[line]?.[p]?.length ?? 0;
  return (
    <div
      className={`${fx.board} relative flex min-h-0 flex-1 flex-col gap-1.5 overflow-hidden`}
      data-testid="board"
      data-summary={summarizeBoard(summaryOf)}
      data-winner={summaryOf.winner ?? ''}
    >
      {layout ? (
        <TableSeatTable
          layout={layout}
          seat={seatStrip}
          line={drawLine}
          summary={(c) => ({
            short: s('foldSummary', {
              a: heading(c.far),
              countA: count(c.line, c.far),
              b: heading(c.near),
              countB: count(c.line, c.near),
            }),
            line: lineName(c.line, seatsOf[c.line]),
          })}
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-1.5">{others.map((seat) => seatStrip(seat, false))}</div>
          <div className={`${fx.lines} min-h-0 flex-1`}>
            {lines.map((line) => {
              const seats = seatsOf[line];
              const near = seats.includes(viewer) ? viewer : (seats[1] ?? seats[0]);
              return drawLine({ line, near, far: seats.find((p) => p !== near) ?? near });
            })}
          </div>
        </>
      )}
      {children}
    </div>
  );
}
