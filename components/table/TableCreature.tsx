'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { tableSeatsMessages } from '@/lib/i18n/messages/tableSeats';
import { createT } from '@/lib/i18n/translate';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { abilityList } from '@/lib/table/narration/describeCard';
import type { CreatureStatus } from '@/lib/table/board/creatureStatus';
import type { Hit } from '@/lib/table/board/beatStage';
import { abilityLabel } from '@/lib/print/face/layoutAbilities';
import { CardAbilityIcon } from '@/components/card/CardAbilityIcon';
import { CardFace } from '@/components/card/CardFace';
import { scrollIntoRow } from './scrollIntoRow';
import fx from './TableFx.module.css';

export interface TableCreatureProps {
  status: CreatureStatus;
  locale: Locale;
  place: { seat: string; line: string; index: number };
  /** Entered this turn, and whether its Protection is spent; unknown while a beat is drawn. */
  flags: { new: boolean; protectionUsed: boolean } | null;
  /** When the selected card may go here: the button's label and what it does. */
  choice?: { label: string; onChoose: () => void; onDrop: () => void } | null;
  /** The Creature acting in the beat on show, one it aims at, and what it suffers. */
  actor?: boolean;
  target?: boolean;
  hits?: Hit[];
  entered?: boolean;
  /** How it is drawn: its printed card, or (four seats, where six must fit a short line) a token with the card's name, Mana, abilities and figures. */
  face?: 'card' | 'token';
}

/** One Creature on a line, drawn as its card with its current figures on it; its details open on hover, focus, tap or long-press. */
export function TableCreature({
  status,
  locale,
  place,
  flags,
  choice,
  actor,
  target,
  hits = [],
  entered,
  face = 'card',
}: TableCreatureProps) {
  const t = createT(tableMessages, locale);
  const b = createT(tableBoardMessages, locale);
  const seats = createT(tableSeatsMessages, locale);
  const [open, setOpen] = useState(false);
  // The attacker on show is scrolled into its line's view: a long line scrolls sideways.
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (actor && item.current) scrollIntoRow(item.current, item.current.closest('ol'));
  }, [actor]);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { def, host, attack, hp, max, damage, printed, received } = status;
  const name = host ? `${def.name} + ${host.name}` : def.name;
  const stats = t(takesSingular(hp, locale) ? 'creatureLabelOne' : 'creatureLabel', { name, attack, hp, max });
  const names = [
    ...printed.map((a) => abilityLabel(a, locale)),
    ...received.map((a) => abilityLabel({ ability: a, aura: false }, locale)),
  ];
  const extras = [
    flags?.new ? b('newFull') : '',
    flags?.protectionUsed ? b('protectionUsed') : '',
    received.length
      ? b('receivedAura', {
          abilities: received.map((a) => abilityLabel({ ability: a, aura: false }, locale)).join(', '),
        })
      : '',
  ].filter(Boolean);
  const label = [
    printed.length ? t('creatureAbilities', { label: stats, abilities: abilityList(printed, locale) }) : stats,
    ...extras,
  ].join('; ');
  const destroyed = hits.some((h) => h.kind === 'destroyed');
  const damageHit = hits.filter((h) => h.kind === 'damage').reduce((n, h) => n + h.amount, 0);
  const absorbed = hits.some((h) => h.kind === 'absorbed');
  const ring = actor
    ? 'ring-4 ring-amber-300 z-10'
    : target
      ? 'ring-4 ring-ember'
      : choice
        ? 'ring-2 ring-sky-300 hover:ring-4'
        : 'ring-1 ring-black/40';
  const motion = [
    actor ? fx.actor : '',
    hits.length && !destroyed ? fx.hit : '',
    destroyed ? fx.destroyed : '',
    entered ? fx.entered : '',
  ].join(' ');
  const pad = face === 'token' ? 'px-0.5' : 'px-1';
  const body = (
    // Drawn only: the button is named by its words (a name from its content, which its look must not contradict).
    <span aria-hidden="true" className={`relative block rounded-md bg-white shadow-md ${ring} ${motion}`}>
      {host ? (
        <span
          aria-hidden="true"
          className={`${fx.shape} absolute -right-1 -top-1 block w-full rounded-md bg-amber-100 ring-1 ring-black/30`}
        />
      ) : null}
      {face === 'token' ? (
        <span
          aria-hidden="true"
          className={`${fx.token} relative flex flex-wrap content-start items-center gap-0.5 overflow-hidden rounded-md bg-parchment p-0.5 text-ink`}
        >
          <span
            data-part="mana"
            className="flex h-[1.5em] min-w-[1.5em] shrink-0 items-center justify-center rounded-full bg-sky-800 font-bold text-white"
          >
            {def.mana}
          </span>
          {printed.map((a, i) => (
            <span key={i} className={`${fx.tokenAbilities} rounded bg-ink/85 p-px text-white`}>
              <CardAbilityIcon ability={a.ability} aura={a.aura} locale={locale} size="1.1em" decorative />
            </span>
          ))}
          {/* Sized so its longest word fits the token's width: a name wraps between words, never inside one. */}
          <span
            data-part="name"
            className={`${fx.tokenName} line-clamp-2 min-w-0 font-bold leading-tight`}
            style={{ '--name-chars': Math.max(...name.split(/\s+/).map((w) => w.length)) } as React.CSSProperties}
          >
            {name}
          </span>
        </span>
      ) : (
        <span aria-hidden="true" className={`${fx.shape} relative block overflow-hidden rounded-md`}>
          <CardFace card={def} locale={locale} width="100%" className="block" />
        </span>
      )}
      {/* The figures that change in play, large enough to read on a phone. */}
      <span
        aria-hidden="true"
        data-part="stats"
        className={`absolute inset-x-0 bottom-0 flex justify-between p-0.5 font-bold leading-none overflow-hidden ${face === 'token' ? fx.tokenText : 'text-[11px] sm:text-xs'}`}
      >
        <span className={`rounded ${pad} py-0.5 text-white bg-ember`} title={b('attackShort')}>
          ⚔{attack}
        </span>
        <span
          className={`rounded ${pad} py-0.5 text-white ${damage ? 'bg-red-700' : 'bg-emerald-700'}`}
          title={b('hpShort')}
        >
          ♥{hp}
          {damage ? `/${max}` : ''}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`absolute inset-x-0 flex flex-wrap items-start justify-end gap-0.5 p-0.5 text-[10px] font-bold leading-none ${face === 'token' ? `${fx.tokenMarks} bottom-[1.6em]` : 'top-0'}`}
      >
        {flags?.new ? <span className="rounded bg-sky-700 px-1 py-0.5 text-white">{b('newMark')}</span> : null}
        {flags?.protectionUsed ? (
          <span className="rounded bg-stone-700 px-1 py-0.5 text-white" title={b('protectionUsed')}>
            ⛉✕
          </span>
        ) : null}
        {host ? <span className="rounded bg-amber-700 px-1 py-0.5 text-white">+{host.name}</span> : null}
        {received.map((a) => (
          <span
            key={a}
            data-part="aura"
            title={seats('receivedBadge', { ability: abilityLabel({ ability: a, aura: false }, locale) })}
            className={`${fx.badge} rounded bg-violet-700 p-0.5 text-white`}
          >
            <CardAbilityIcon ability={a} locale={locale} aura size="10px" decorative />
          </span>
        ))}
      </span>
      {/* A compact face (a short screen) shows the top of the card: its printed abilities, cut off there, are drawn over the picture. */}
      {printed.length && face === 'card' ? (
        <span
          aria-hidden="true"
          className={`${fx.compactOnly} absolute left-0.5 top-1/2 -translate-y-1/2 flex-wrap gap-0.5`}
        >
          {printed.map((a, i) => (
            <span key={i} className="rounded bg-ink/80 p-0.5 text-white">
              <CardAbilityIcon ability={a.ability} aura={a.aura} locale={locale} size="12px" decorative />
            </span>
          ))}
        </span>
      ) : null}
      {damage > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-1/3 rounded-full bg-red-700 px-1 text-[11px] font-bold text-white"
        >
          −{damage}
        </span>
      ) : null}
      {damageHit > 0 ? (
        <span
          aria-hidden="true"
          className={`${fx.number} text-2xl font-black text-red-600 [text-shadow:0_0_3px_white,0_0_6px_white]`}
        >
          −{damageHit}
        </span>
      ) : null}
      {absorbed ? (
        <span aria-hidden="true" className={`${fx.number} rounded bg-stone-800 px-1 text-xs font-bold text-white`}>
          {b('absorbedMark')}
        </span>
      ) : null}
      {destroyed ? (
        <span
          aria-hidden="true"
          className={`${fx.badge} absolute inset-x-0 top-1/2 -translate-y-1/2 bg-black/75 py-0.5 text-center text-[11px] font-bold uppercase text-white`}
        >
          ✖ {b('destroyedMark')}
        </span>
      ) : null}
      {/* Every ability by name: on hover and keyboard focus, and on a tap or long-press on a touch screen. */}
      {names.length ? (
        <span
          aria-hidden="true"
          data-part="details"
          className={`absolute inset-0 z-20 flex-col justify-center gap-1 rounded-md bg-ink/90 p-1 text-left text-[10px] leading-tight text-white sm:text-xs ${open ? 'flex' : 'hidden group-hover:flex group-focus-visible:flex'}`}
        >
          {[
            ...printed.map((a) => ({ ability: a.ability, aura: a.aura })),
            ...received.map((a) => ({ ability: a, aura: false })),
          ].map((a, i) => (
            <span key={i} className="flex items-center gap-1">
              <CardAbilityIcon ability={a.ability} aura={a.aura} locale={locale} size="1.1em" decorative />
              {i < printed.length ? names[i] : b('receivedAura', { abilities: names[i] })}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
  const data = {
    'data-creature': def.slug,
    'data-seat': place.seat,
    'data-line': place.line,
    'data-index': place.index,
    'data-damage': damage,
    'data-actor': actor ? 'true' : undefined,
    'data-destroyed': destroyed ? 'true' : undefined,
  };
  const base =
    'group block w-full rounded-md text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300';
  const startPress = () => {
    press.current = setTimeout(() => setOpen(true), 450);
  };
  const endPress = () => {
    if (press.current) clearTimeout(press.current);
  };
  return (
    <li
      ref={item}
      {...data}
      data-testid="creature"
      className="relative shrink-0"
      style={{ width: 'var(--creature-w)' }}
    >
      {choice ? (
        // The choices bar under the hand is the keyboard's way to choose; this copy on the board is for pointing and dropping.
        <button
          type="button"
          tabIndex={-1}
          className={`${base} cursor-pointer`}
          onClick={choice.onChoose}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            e.stopPropagation();
            choice.onDrop();
          }}
        >
          <span className="sr-only">{`${choice.label} — ${label}`}</span>
          {body}
        </button>
      ) : (
        <button
          type="button"
          className={base}
          data-details={names.length ? 'true' : 'false'}
          onClick={() => setOpen((o) => !o)}
          onBlur={() => setOpen(false)}
          onPointerDown={startPress}
          onPointerUp={endPress}
          onPointerLeave={endPress}
          onContextMenu={(e) => {
            if (names.length) e.preventDefault();
          }}
        >
          <span className="sr-only">{label}</span>
          {body}
        </button>
      )}
      <span className="sr-only">
        {damage ? t(takesSingular(damage, locale) ? 'damageTakenOne' : 'damageTaken', { damage }) : ''}
      </span>
    </li>
  );
}
