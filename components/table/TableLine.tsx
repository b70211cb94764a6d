import type { AbilitySlug } from '@/lib/cards/types';
import type { CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { BoardView } from '@/lib/table/boardView';
import { samePlace, type BeatMarks } from '@/lib/table/beatStage';
import { creatureStatus } from '@/lib/table/creatureStatus';
import { TableCreature } from './TableCreature';
import fx from './TableFx.module.css';

export interface Placing {
  def: CardDef;
  /** Symbiote: it may also go onto one of the placer's Creatures. */
  stacks: boolean;
}

export interface TableLineProps {
  line: string;
  /** The line's name ("Upper line"). */
  name: string;
  view: BoardView;
  /** The seat drawn below the Bridge (the viewer, or either seat of a line the viewer is not on) and the one above it. */
  near: PlayerId;
  far: PlayerId;
  viewer: PlayerId;
  defs: Map<string, CardDef>;
  locale: Locale;
  /** Accessible name of a seat's side of the line. */
  sideLabel: (p: PlayerId) => string;
  /** Abilities each seat's Creatures receive from its settings (the Solo AI's). */
  granted: Partial<Record<PlayerId, AbilitySlug[]>>;
  /** Entered-this-turn and Protection marks by place ("A.top.0"), when the board shows the engine's position. */
  flags: Map<string, { new: boolean; protectionUsed: boolean }> | null;
  marks: BeatMarks | null;
  placing: Placing | null;
  onLine: (line: string) => void;
  onTarget: (ref: CreatureRef) => void;
}

/** One line across its Bridge: the far side above it, the near side below, each listed from the Bridge outward. */
export function TableLine({ line, name, view, near, far, viewer, defs, locale, sideLabel, granted, flags, marks, placing, onLine, onTarget }: TableLineProps) {
  const t = createT(tableMessages, locale);
  const incantation = placing?.def.type === 'incantation';
  const where = name.toLowerCase();
  // Each side's Creatures stand against the Bridge, as on a real table.
  const side = (seat: PlayerId) => {
    const list = view.lines[line]?.[seat] ?? [];
    const heading = sideLabel(seat);
    const canDrop = placing && !incantation && seat === viewer;
    return (
      <div className={`min-h-0 rounded-md ${canDrop ? 'bg-sky-200/10 outline-2 outline-dashed outline-sky-200/70' : ''}`}>
        <h4 className="sr-only">{heading}</h4>
        <ol className={`flex h-full gap-1.5 overflow-x-auto px-1 py-1 sm:gap-2 ${seat === far ? 'items-end' : 'items-start'}`} aria-label={heading} data-side={seat}>
          {list.length === 0 ? (
            <li className={`${fx.shape} flex shrink-0 items-center justify-center overflow-hidden rounded-md border-2 border-dashed border-white/20 p-0.5 text-center text-[9px] leading-tight text-parchment/80 lg:text-xs`} style={{ width: 'var(--creature-w)' }}>{t('emptySide')}</li>
          ) : null}
          {list.map((c, index) => {
            const ref = { player: seat, line, index };
            const status = creatureStatus(list, index, defs, granted[seat]);
            const canChoose = placing && (incantation || (placing.stacks && seat === viewer));
            const label = incantation
              ? t('choiceTarget', { card: status.def.name, side: seat === viewer ? t('ownSide') : t('enemySide'), line: where })
              : t('choiceHost', { card: placing?.def.name ?? '', host: status.def.name, line: where });
            const hits = marks?.hits.filter((h) => !('stronghold' in h.at) && samePlace(h.at, ref)) ?? [];
            return (
              <TableCreature
                key={`${c.card}-${index}`}
                status={status}
                locale={locale}
                place={{ seat, line, index }}
                flags={flags?.get(`${seat}.${line}.${index}`) ?? null}
                actor={!!marks?.actor && samePlace(marks.actor, ref) && marks.kind === 'attack'}
                entered={!!marks?.actor && samePlace(marks.actor, ref) && marks.kind !== 'attack'}
                target={!!marks?.targets.some((m) => samePlace(m, ref))}
                hits={hits}
                choice={canChoose ? { label, onChoose: () => onTarget(ref), onDrop: () => onTarget(ref) } : null}
              />
            );
          })}
        </ol>
      </div>
    );
  };
  return (
    // A card dropped anywhere on the line is played there; the engine explains a refusal (an Incantation needs a target).
    // Choosing by click, tap or keyboard happens in the choices bar under the hand.
    <section aria-label={name} data-line={line} className="grid min-h-0 min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[1fr_auto_1fr] rounded-lg bg-black/15 ring-1 ring-white/10"
      onDragOver={(e) => { if (placing) e.preventDefault(); }}
      onDrop={(e) => { e.preventDefault(); if (placing) onLine(line); }}>
      <h3 className="sr-only">{name}</h3>
      {side(far)}
      <div className="flex items-center gap-2 px-2 text-[10px] font-semibold uppercase tracking-widest text-amber-200 sm:text-xs" aria-hidden="true">
        <span className="h-0.5 flex-1 bg-amber-200/40" />{name} · {t('bridge')}<span className="h-0.5 flex-1 bg-amber-200/40" />
      </div>
      {side(near)}
    </section>
  );
}
