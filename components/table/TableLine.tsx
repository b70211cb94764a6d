import type { CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { BoardView } from '@/lib/table/boardView';
import { TableCreature } from './TableCreature';

export interface Placing {
  def: CardDef;
  /** Symbiote: it may also go onto one of the placer's Creatures. */
  stacks: boolean;
}

export interface TableLineProps {
  line: string;
  view: BoardView;
  /** The seat shown at the bottom (whose hand is shown), and the enemy across the Bridge. */
  viewer: PlayerId;
  enemy: PlayerId;
  defs: Map<string, CardDef>;
  locale: Locale;
  /** Accessible name of a seat's side of the line. */
  sideLabel: (p: PlayerId) => string;
  placing: Placing | null;
  activeCard: string | null;
  onLine: (line: string) => void;
  onTarget: (ref: CreatureRef) => void;
}

/** One line: the enemy's Creatures, the Bridge, then the viewer's, each listed from the Bridge outward. */
export function TableLine({ line, view, viewer, enemy, defs, locale, sideLabel, placing, activeCard, onLine, onTarget }: TableLineProps) {
  const t = createT(tableMessages, locale);
  const lineName = line === 'top' ? t('upperLine') : t('lowerLine');
  const incantation = placing?.def.type === 'incantation';
  const side = (seat: PlayerId) => {
    const list = view.lines[line]?.[seat] ?? [];
    const heading = sideLabel(seat);
    return (
      <div className="min-w-0 flex-1">
        <h4 className="mb-1 text-xs text-black/55">{heading}</h4>
        <ol className="flex min-h-10 flex-wrap gap-1.5 sm:min-h-20 sm:gap-2" aria-label={heading} data-side={seat}>
          {list.length === 0 ? <li className="self-center text-sm text-black/50">{t('emptySide')}</li> : null}
          {list.map((c, index) => {
            const def = defs.get(c.card)!;
            const ref = { player: seat, line, index };
            const canChoose = placing && (incantation || (placing.stacks && seat === viewer));
            const where = lineName.toLowerCase();
            const label = incantation
              ? t('choiceTarget', { card: def.name, side: seat === viewer ? t('ownSide') : t('enemySide'), line: where })
              : t('choiceHost', { card: placing?.def.name ?? '', host: def.name, line: where });
            return (
              <TableCreature
                key={`${c.card}-${index}`}
                creature={c}
                def={def}
                host={c.host ? defs.get(c.host) ?? null : null}
                locale={locale}
                place={{ seat, line, index }}
                active={activeCard === c.card}
                choice={canChoose ? { label, onChoose: () => onTarget(ref), onDrop: () => onTarget(ref) } : null}
              />
            );
          })}
        </ol>
      </div>
    );
  };
  const summon = placing && !incantation;
  return (
    // A card dropped anywhere on the line is played there; the engine explains a refusal (an Incantation needs a target).
    // Choosing by click, tap or keyboard happens in the choices bar under the hand.
    <section aria-label={lineName} data-line={line} className="rounded-xl border border-black/10 bg-white/50 p-2 sm:p-3"
      onDragOver={(e) => { if (placing) e.preventDefault(); }}
      onDrop={(e) => { e.preventDefault(); if (placing) onLine(line); }}>
      <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-black/60 sm:mb-2">{lineName}</h3>
      {side(enemy)}
      <div className="my-1 flex items-center gap-2 text-xs uppercase tracking-widest text-tide" aria-hidden="true">
        <span className="h-px flex-1 bg-tide/40" />{t('bridge')}<span className="h-px flex-1 bg-tide/40" />
      </div>
      <div className={`rounded-lg ${summon ? 'bg-tide/5 outline-2 outline-dashed outline-tide/50' : ''}`}>
        {side(viewer)}
      </div>
    </section>
  );
}
