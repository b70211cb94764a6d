'use client';

import { useRef } from 'react';
import type { AbilitySlug } from '@/lib/cards/types';
import type { CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableSeatsMessages } from '@/lib/i18n/messages/tableSeats';
import { createT } from '@/lib/i18n/translate';
import type { BoardView } from '@/lib/table/board/boardView';
import { samePlace, type BeatMarks } from '@/lib/table/board/beatStage';
import { creatureStatus } from '@/lib/table/board/creatureStatus';
import { SEAT_TONES, type SeatOwner } from '@/lib/table/setup/seatOwners';
import { TableCreature } from './TableCreature';
import fx from './TableFx.module.css';
import { useRowOverflow } from './useRowOverflow';

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
  /** Who owns each half: its label (named on the Bridge) and colour. Without it, the seat's side label names it. */
  owner?: (p: PlayerId) => SeatOwner;
  /** How its Creatures are drawn (tokens where four lines share the board). */
  face?: 'card' | 'token';
}

/** Cards a line makes room for across its width before it scrolls: five, or its longer side. */
const MIN_SLOTS = 5;

/** One line across its Bridge: the far side above it, the near side below, each listed from the Bridge outward. */
export function TableLine({
  line,
  name,
  view,
  near,
  far,
  viewer,
  defs,
  locale,
  sideLabel,
  granted,
  flags,
  marks,
  placing,
  onLine,
  onTarget,
  owner,
  face = 'card',
}: TableLineProps) {
  const t = createT(tableMessages, locale);
  const s = createT(tableSeatsMessages, locale);
  const nearRow = useRef<HTMLOListElement>(null);
  const farRow = useRef<HTMLOListElement>(null);
  const count = (seat: PlayerId) => view.lines[line]?.[seat]?.length ?? 0;
  const slots = Math.max(MIN_SLOTS, count(near), count(far));
  const scrolls = [useRowOverflow(farRow, count(far)), useRowOverflow(nearRow, count(near))];
  const ownerOf = (seat: PlayerId): SeatOwner =>
    owner?.(seat) ?? { label: sideLabel(seat), tone: seat === viewer ? 0 : 1, you: seat === viewer };
  const incantation = placing?.def.type === 'incantation';
  const where = name.toLowerCase();
  // Each side's Creatures stand against the Bridge, as on a real table.
  const side = (seat: PlayerId) => {
    const list = view.lines[line]?.[seat] ?? [];
    const heading = sideLabel(seat);
    const canDrop = placing && !incantation && seat === viewer;
    return (
      <div
        className={`min-h-0 min-w-0 rounded-md ${canDrop ? 'bg-sky-200/10 outline-2 outline-dashed outline-sky-200/70' : owner ? SEAT_TONES[ownerOf(seat).tone].tint : ''}`}
      >
        <h4 className="sr-only">{heading}</h4>
        <ol
          ref={seat === far ? farRow : nearRow}
          className={`flex h-full gap-1.5 overflow-x-auto overflow-y-hidden px-1 py-1 ${seat === far ? 'items-end' : 'items-start'}`}
          aria-label={heading}
          data-side={seat}
        >
          {list.length === 0 ? (
            <li
              className={`${fx.shape} flex shrink-0 items-center justify-center overflow-hidden rounded-md border-2 border-dashed border-white/20 p-0.5 text-center text-[9px] leading-tight text-parchment/80 lg:text-xs`}
              style={{ width: 'var(--creature-w)' }}
            >
              {t('emptySide')}
            </li>
          ) : null}
          {list.map((c, index) => {
            const ref = { player: seat, line, index };
            const status = creatureStatus(list, index, defs, granted[seat]);
            const canChoose = placing && (incantation || (placing.stacks && seat === viewer));
            const label = incantation
              ? t('choiceTarget', {
                  card: status.def.name,
                  side: seat === viewer ? t('ownSide') : t('enemySide'),
                  line: where,
                })
              : t('choiceHost', { card: placing?.def.name ?? '', host: status.def.name, line: where });
            const hits = marks?.hits.filter((h) => !('stronghold' in h.at) && samePlace(h.at, ref)) ?? [];
            return (
              <TableCreature
                key={`${c.card}-${index}`}
                face={face}
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
    <section
      aria-label={name}
      data-line={line}
      data-testid="line"
      style={{ '--slots': slots } as React.CSSProperties}
      className={`${fx.lineBox} ${face === 'token' ? fx.tokens : ''} grid h-full min-h-0 min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)_auto_minmax(0,1fr)] rounded-lg bg-black/15 ring-1 ring-white/10`}
      onDragOver={(e) => {
        if (placing) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        if (placing) onLine(line);
      }}
    >
      <h3 className="sr-only">{name}</h3>
      {side(far)}
      {/* The Bridge, with the owner of the half above it (▲) and below it (▼); a row that scrolls says so. */}
      <div className={`${fx.bridge} flex min-w-0 items-center gap-1 px-1 text-[10px] font-semibold sm:text-xs`}>
        {[far, near].map((seat, i) => {
          const o = ownerOf(seat);
          return (
            <span
              key={seat}
              className={`min-w-0 shrink truncate rounded px-1 leading-4 ${SEAT_TONES[o.tone].label} ${i === 1 ? 'order-3' : ''}`}
            >
              <span aria-hidden="true">{i === 0 ? '▲ ' : '▼ '}</span>
              <span data-testid="line-owner" data-seat={seat}>
                {o.label}
              </span>
            </span>
          );
        })}
        <span
          aria-hidden="true"
          className="order-2 flex min-w-0 flex-1 items-center gap-1 uppercase tracking-widest text-amber-200"
        >
          <span className="h-0.5 min-w-2 flex-1 bg-amber-200/40" />
          <span className="truncate">{face === 'token' ? t('bridge') : `${name} · ${t('bridge')}`}</span>
          <span className="h-0.5 min-w-2 flex-1 bg-amber-200/40" />
        </span>
        {scrolls.some(Boolean) ? (
          <span
            data-testid="line-scrolls"
            className="order-4 shrink-0 rounded bg-amber-300 px-1 leading-4 text-ink"
            title={s('lineScrolls', { count: Math.max(count(far), count(near)) })}
          >
            <span aria-hidden="true">{s('lineScrollsShort')}</span>
            <span className="sr-only">{s('lineScrolls', { count: Math.max(count(far), count(near)) })}</span>
          </span>
        ) : null}
      </div>
      {side(near)}
    </section>
  );
}
