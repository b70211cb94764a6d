import type { CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import type { BoardView } from '@/lib/table/boardView';
import { summarizeBoard } from '@/lib/table/summarizeBoard';
import { TableLine, type Placing } from './TableLine';

export interface TableBoardProps {
  view: BoardView;
  viewer: PlayerId;
  enemy: PlayerId;
  defs: Map<string, CardDef>;
  locale: Locale;
  sideLabel: (p: PlayerId) => string;
  placing?: Placing | null;
  activeCard?: string | null;
  onLine?: (line: string) => void;
  onTarget?: (ref: CreatureRef) => void;
}

const none = () => {};

/** Both Kingdoms across the two Bridges; the position's summary is written on it for replay checks. */
export function TableBoard({ view, viewer, enemy, defs, locale, sideLabel, placing = null, activeCard = null, onLine = none, onTarget = none }: TableBoardProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="board" data-summary={summarizeBoard(view)} data-winner={view.winner ?? ''}>
      {['top', 'bottom'].map((line) => (
        <TableLine
          key={line}
          line={line}
          view={view}
          viewer={viewer}
          enemy={enemy}
          defs={defs}
          locale={locale}
          sideLabel={sideLabel}
          placing={placing}
          activeCard={activeCard}
          onLine={onLine}
          onTarget={onTarget}
        />
      ))}
    </div>
  );
}
