'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { CardDef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { createT } from '@/lib/i18n/translate';
import { describeCard } from '@/lib/table/narration/describeCard';
import { HAND_STRONGHOLD, playablePositions } from '@/lib/table/board/boardView';
import type { BeatMarks } from '@/lib/table/board/beatStage';
import type { Refusal } from '@/lib/table/narration/refusal';
import { CardFace } from '@/components/card/CardFace';
import { TableSeatMarks } from './TableSeatMarks';

export interface TableHandProps {
  seat: PlayerId;
  hand: string[];
  side: 'bastion' | 'fort';
  defs: Map<string, CardDef>;
  locale: Locale;
  heading: string;
  /** Whether cards can be picked now (the viewer's Summoning, no animation running). */
  active: boolean;
  /** Per hand position: why that card cannot be played now (null: it can), from the engine. */
  refusals: Array<Refusal | null>;
  explain: (refusal: Refusal) => string;
  selected: string | null;
  marks?: BeatMarks | null;
  onPick: (slug: string) => void;
  onDragPick: (slug: string) => void;
}

/** A card's width: at most --hand-w, and small enough for all --hand-count cards and the Stronghold (at least 3.25rem, or two thirds of a card) with their gaps. */
const HAND_FIT =
  'min(var(--hand-w), calc((100cqw - 0.5rem - var(--hand-count) * 0.5rem - 3.25rem) / var(--hand-count)), calc((100cqw - 0.5rem - var(--hand-count) * 0.5rem) / (var(--hand-count) + 0.66)))';

/** The hand left to right, the Stronghold in its place; only the cards that can really be played now look playable, the others say why. */
export function TableHand({
  seat,
  hand,
  side,
  defs,
  locale,
  heading,
  active,
  refusals,
  explain,
  selected,
  marks = null,
  onPick,
  onDragPick,
}: TableHandProps) {
  const t = createT(tableMessages, locale);
  const b = createT(tableBoardMessages, locale);
  const list = useRef<HTMLOListElement>(null);
  // The card under the pointer or the focus: what it says is read from the present refusals, so it is never a stale one.
  const [pointed, setPointed] = useState<number | null>(null);
  const pointedRefusal = pointed === null ? null : (refusals[pointed] ?? null);
  const why = pointedRefusal && hand[pointed!] !== HAND_STRONGHOLD ? explain(pointedRefusal) : '';
  const strongholdAt = hand.indexOf(HAND_STRONGHOLD);
  const leftmost = playablePositions(hand);
  const hp = hand.length - 1 - strongholdAt;
  const name = (slug: string) => defs.get(slug)?.name ?? slug;
  // Arrow keys walk along the hand's buttons; Tab still leaves it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[at + (e.key === 'ArrowRight' ? 1 : -1)];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  return (
    <section
      aria-label={heading}
      className="@container flex min-w-0 flex-1 flex-col"
      style={{ '--hand-count': hand.length - 1 } as React.CSSProperties}
    >
      {/* On a short screen (a phone held sideways) this line gives its room to the board. */}
      <div className="flex min-w-0 items-center gap-2 px-1 text-xs text-parchment [@media(max-height:500px)]:sr-only">
        <h3 className="shrink-0 font-display text-sm font-bold text-white">{heading}</h3>
        {/* The help, or why the card under the pointer or the focus cannot be played, whole (it wraps). A touch screen gets its own help. */}
        <p className="min-w-0 leading-tight" data-testid="hand-hint" title={why || undefined}>
          {why ? (
            <span className="font-semibold text-amber-200">{b('whyNot', { reason: why })}</span>
          ) : (
            <>
              <span className="pointer-coarse:hidden">{t('handHelpKeys')}</span>
              <span className="hidden pointer-coarse:inline">{t('handHelpTouch')}</span>
            </>
          )}
        </p>
        <TableSeatMarks seat={seat} marks={marks} locale={locale} name={name} />
      </div>
      {/* Every card in the width the hand has: they narrow (down from --hand-w) rather than scroll off past the turn's controls. */}
      <ol
        ref={list}
        className="flex min-w-0 items-end gap-1 overflow-x-auto px-1 pb-1 pt-2.5 sm:gap-2"
        data-testid="hand"
        aria-label={b('handScroll')}
        style={{ '--card-w': HAND_FIT } as React.CSSProperties}
      >
        {hand.map((slug, i) => {
          if (slug === HAND_STRONGHOLD) {
            return (
              // Narrower than a card: it is a marker, and on a phone the 4 playable cards fit beside it.
              <li
                key="stronghold"
                data-stronghold={side}
                data-position={i}
                data-stronghold-target={seat}
                data-testid="seat-life"
                className="flex shrink-0 flex-col items-center justify-center rounded-lg border-2 border-amber-300 bg-ink p-0.5 text-center text-[10px] text-white shadow-md sm:text-xs"
                style={{ width: 'max(3.25rem, calc(var(--card-w) * 0.66))', height: 'calc(var(--card-w) * 87 / 56)' }}
              >
                <span className="font-display font-bold">{t(side)}</span>
                <span aria-hidden="true" className="text-lg font-black text-amber-200">
                  ♥{hp}
                </span>
                <span className="sr-only">{hp === 1 ? t('hpLeftOne') : t('hpLeft', { hp })}</span>
              </li>
            );
          }
          const def = defs.get(slug)!;
          const refusal = refusals[i] ?? null;
          const can = active && refusal === null;
          const isSelected = selected === slug;
          const reason = refusal ? explain(refusal) : '';
          const state = isSelected ? t('selected') : can ? t('playable') : `${t('notPlayable')}: ${reason}`;
          const show = () => setPointed(i);
          const hide = () => setPointed(null);
          return (
            <li key={`${slug}-${i}`} className="shrink-0" style={{ width: 'var(--card-w)' }}>
              <button
                type="button"
                data-card={slug}
                data-playable={can ? 'true' : 'false'}
                data-can={leftmost.has(i) ? 'true' : 'false'}
                data-why={refusal?.code ?? ''}
                aria-pressed={isSelected}
                draggable={can}
                onDragStart={(e) => {
                  e.dataTransfer.setData('text/plain', slug);
                  onDragPick(slug);
                }}
                onClick={() => onPick(slug)}
                onKeyDown={onKeyDown}
                onFocus={show}
                onMouseEnter={show}
                onBlur={hide}
                onMouseLeave={hide}
                className={`relative block w-full rounded-lg transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300 ${
                  isSelected
                    ? '-translate-y-2 ring-4 ring-amber-300'
                    : can
                      ? 'ring-2 ring-emerald-400 shadow-[0_0_10px_rgba(52,211,153,0.7)] hover:-translate-y-1'
                      : 'opacity-60 saturate-50'
                }`}
              >
                {/* Named by its words; the drawing is for the eyes (a name from content, which the look must not contradict). */}
                <span className="sr-only" data-label>
                  {t('cardLabel', { name: def.name, mana: def.mana, details: describeCard(def, locale), state })}
                </span>
                <span aria-hidden="true" className="block">
                  <CardFace card={def} locale={locale} width="100%" className="block rounded-lg bg-white" />
                </span>
                {/* The Mana over the picture and the figures along the bottom: the card's name, at its top, stays clear. */}
                <span
                  aria-hidden="true"
                  data-part="mana-badge"
                  className="absolute left-0.5 top-[30%] flex h-5 min-w-5 items-center justify-center rounded-full bg-sky-800 px-1 text-[11px] font-bold leading-none text-white ring-1 ring-white"
                >
                  {def.mana}
                </span>
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 flex items-end justify-between overflow-hidden p-0.5 text-[clamp(8px,calc(var(--card-w)*0.2),11px)] font-bold leading-none"
                >
                  <span className="rounded bg-ember px-1 py-0.5 text-white">
                    {def.type === 'creature' ? '⚔' : '✦'}
                    {def.attack}
                  </span>
                  {def.type === 'creature' ? (
                    <span className="rounded bg-emerald-700 px-1 py-0.5 text-white">♥{def.health}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
