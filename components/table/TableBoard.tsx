import type { AbilitySlug } from '@/lib/cards/types';
import type { CardDef, CreatureRef, GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { createT } from '@/lib/i18n/translate';
import type { BoardView } from '@/lib/table/boardView';
import type { BeatMarks } from '@/lib/table/beatStage';
import { summarizeBoard } from '@/lib/table/summarizeBoard';
import { TableLine, type Placing } from './TableLine';
import { TableOpponent } from './TableOpponent';
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
 * The board: every other seat across the top, then each line with its Bridge, built from the
 * lines and seats of the game (two seats today, four in the Multiplayer Modes). The position's
 * summary is written on it for replay checks.
 */
export function TableBoard({ view, summaryOf = view, state, viewer, defs, locale, heading, team = () => null, sideLabel, marks = null, flags = null, placing = null, onLine = none, onTarget = none, children }: TableBoardProps) {
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
  const lineName = (line: string, seats: PlayerId[]) => (line === 'top' ? t('upperLine') : line === 'bottom' ? t('lowerLine') : b('lineOf', { a: heading(seats[0]), b: heading(seats[1]) }));
  return (
    <div className={`${fx.board} relative flex min-h-0 flex-1 flex-col gap-1.5 overflow-hidden`} data-testid="board" data-summary={summarizeBoard(summaryOf)} data-winner={summaryOf.winner ?? ''}>
      {/* Three seats across a phone's board: one row of compact strips, so the four lines keep the room. */}
      <div className={others.length > 1 ? 'grid grid-cols-3 gap-1 sm:flex sm:flex-wrap sm:gap-1.5' : 'flex flex-wrap gap-1.5'}>
        {others.map((seat) => (
          <TableOpponent key={seat} seat={seat} view={view.seats[seat]!} state={state} heading={team(seat) ? `${heading(seat)} · ${team(seat)}` : heading(seat)} locale={locale} active={view.active === seat} marks={marks} name={name} compact={others.length > 1} />
        ))}
      </div>
      <div className={`${fx.lines} min-h-0 flex-1`} style={{ '--line-count': lines.length, '--line-rows': Math.ceil(lines.length / 2) } as React.CSSProperties}>
        {lines.map((line) => {
          const seats = Object.keys(view.lines[line]) as PlayerId[];
          const near = seats.includes(viewer) ? viewer : seats[1] ?? seats[0];
          const far = seats.find((p) => p !== near) ?? near;
          return (
            <TableLine key={line} line={line} name={lineName(line, seats)} view={view} near={near} far={far} viewer={viewer} defs={defs} locale={locale}
              sideLabel={sideLabel} granted={granted} flags={flags} marks={marks} placing={placing} onLine={onLine} onTarget={onTarget} />
          );
        })}
      </div>
      {children}
    </div>
  );
}
