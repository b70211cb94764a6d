import { summarizeBoard } from '@/lib/table/summarizeBoard';
import { TableLine, type TableLineProps } from './TableLine';

type Handlers = 'placing' | 'activeCard' | 'onLine' | 'onTarget';

/** A line's props for both lines; the interaction props may be left out on a read-only board (a replay). */
export type TableBoardProps = Omit<TableLineProps, 'line' | Handlers> & Partial<Pick<TableLineProps, Handlers>>;

const none = () => {};

/** Both Kingdoms across the two Bridges; the position's summary is written on it for replay checks. */
export function TableBoard({ placing = null, activeCard = null, onLine = none, onTarget = none, ...shared }: TableBoardProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="board" data-summary={summarizeBoard(shared.view)} data-winner={shared.view.winner ?? ''}>
      {['top', 'bottom'].map((line) => (
        <TableLine key={line} line={line} {...shared} placing={placing} activeCard={activeCard} onLine={onLine} onTarget={onTarget} />
      ))}
    </div>
  );
}
