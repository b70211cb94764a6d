import type { Action, GameState } from '@/lib/engine';
import type { BeatMarks } from '@/lib/table/board/beatStage';
import type { SeatView } from '@/lib/table/board/boardView';
import type { Selection } from '@/lib/table/session/tableReducer';
import { TableChoices } from './TableChoices';
import { TableHand, type TableHandProps } from './TableHand';
import type { TableSelection } from './useTableSelection';

export interface TableHandAreaProps extends Pick<
  TableHandProps,
  'seat' | 'defs' | 'locale' | 'heading' | 'active' | 'refusals' | 'explain'
> {
  view: SeatView;
  state: GameState;
  marks: BeatMarks | null;
  selected: Selection | null;
  selection: TableSelection;
  onChoose: (action: Action) => void;
}

/** The viewer's hand, and over it, once a card is picked, where that card can go. */
export function TableHandArea({
  seat,
  view,
  state,
  defs,
  locale,
  heading,
  active,
  refusals,
  explain,
  marks,
  selected,
  selection,
  onChoose,
}: TableHandAreaProps) {
  const { placing } = selection;
  return (
    <div className="relative flex min-w-0 flex-1">
      {/* Over the hand it came from: the board's lines and targets stay in sight and in reach. */}
      {placing && selected ? (
        <div className="absolute inset-x-0 top-0 z-30 rounded-lg bg-parchment text-ink shadow-xl">
          <TableChoices
            key={JSON.stringify(selected)}
            focusFirst={!selection.dragged}
            choices={selection.choices}
            def={placing.def}
            state={state}
            viewer={seat}
            locale={locale}
            onChoose={onChoose}
            onCancel={selection.cancel}
          />
        </div>
      ) : null}
      <TableHand
        seat={seat}
        hand={view.hand}
        side={view.side}
        defs={defs}
        locale={locale}
        heading={heading}
        active={active}
        refusals={refusals}
        explain={explain}
        marks={marks}
        selected={selected?.kind === 'card' ? selected.card : null}
        onPick={selection.pickCard}
        onDragPick={selection.dragCard}
      />
    </div>
  );
}
