'use client';

import type { PlayerId } from '@/lib/engine';
import type { FourSeatLayout, LineCell } from '@/lib/table/board/fourSeatLayout';
import fx from './TableFx.module.css';
import { useWideBoard } from './useWideBoard';

export interface TableSeatTableProps {
  layout: FourSeatLayout;
  /** A seat's strip (compact: three share a phone's row). */
  seat: (p: PlayerId, compact: boolean) => React.ReactNode;
  line: (cell: LineCell) => React.ReactNode;
  /** What a folded line says in its summary: its name and how many Creatures stand on each half. */
  summary: (cell: LineCell) => { short: string; line: string };
}

const AREAS = ['tl', 'tr', 'bl', 'br'] as const;

/**
 * Four seats round four Bridges, as the players sit: on a desktop the seat across at the top,
 * the neighbours at the sides, each line between the two seats sharing it and the viewer below
 * (the hand). On a phone the three other seats share a row, the two lines between them fold
 * to a summary that opens, and the viewer's two lines get the room; held sideways, the seats and
 * the folded lines stand in a column at the left and the viewer's lines run the full width
 * beside it, one above the other, so their Creatures stay wide enough to read.
 */
export function TableSeatTable({ layout, seat, line, summary }: TableSeatTableProps) {
  const wide = useWideBoard();
  const [tl, tr, bl, br] = layout.cells;
  if (wide) {
    return (
      <div
        className="grid min-h-0 flex-1 gap-1.5"
        style={{
          gridTemplateColumns: 'minmax(5rem, 7.5rem) minmax(0, 1fr) minmax(0, 1fr) minmax(5rem, 7.5rem)',
          gridTemplateRows: 'auto minmax(0, 1fr) minmax(0, 1fr)',
          gridTemplateAreas: '". across across ." "left tl tr right" "left bl br right"',
        }}
      >
        <div className="justify-self-center" style={{ gridArea: 'across' }}>
          {seat(layout.across, false)}
        </div>
        <div className="self-center" style={{ gridArea: 'left' }}>
          {seat(layout.left, false)}
        </div>
        <div className="self-center" style={{ gridArea: 'right' }}>
          {seat(layout.right, false)}
        </div>
        {layout.cells.map((cell, i) => (
          <div key={cell.line} className="min-h-0 min-w-0" style={{ gridArea: AREAS[i] }}>
            {line(cell)}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={`${fx.phoneTable} relative min-h-0 flex-1`}>
      <div className={`${fx.phoneSeats} grid gap-1`}>
        {[layout.left, layout.across, layout.right].map((p) => (
          <div key={p} className="min-w-0">
            {seat(p, true)}
          </div>
        ))}
      </div>
      <div className={`${fx.phoneFolds} grid gap-1`}>
        {[tl, tr].map((cell) => (
          <details
            key={cell.line}
            data-testid="line-fold"
            className="group min-w-0 rounded-md bg-black/20 text-xs text-parchment ring-1 ring-white/10"
          >
            <summary className="cursor-pointer truncate px-2 py-0.5 focus-visible:outline-3 focus-visible:outline-amber-300">
              <span className="sr-only">{summary(cell).line}: </span>
              {summary(cell).short}
            </summary>
            {/* Opened over the viewer's lines, which stay where they are. */}
            <div
              className={`${fx.foldPanel} absolute inset-x-0 z-20 rounded-lg bg-[#1c2b21] p-1 shadow-xl ring-1 ring-amber-300/60`}
            >
              {line(cell)}
            </div>
          </details>
        ))}
      </div>
      <div className={`${fx.pair} min-h-0`}>
        {[bl, br].map((cell) => (
          <div key={cell.line} className="min-h-0 min-w-0">
            {line(cell)}
          </div>
        ))}
      </div>
    </div>
  );
}
