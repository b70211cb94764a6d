'use client';

import { useEffect, useRef } from 'react';
import type { CardDef } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { CreatureView } from '@/lib/table/boardView';
import { abilityList } from '@/lib/table/describeCard';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { CardAbilityIcon } from '@/components/card/CardAbilityIcon';

export interface TableCreatureProps {
  creature: CreatureView;
  def: CardDef;
  host: CardDef | null;
  locale: Locale;
  place: { seat: string; line: string; index: number };
  /** When the selected card may go here: the button's label and what it does. */
  choice?: { label: string; onChoose: () => void; onDrop: () => void } | null;
  /** The Creature acting in the beat being shown. */
  active?: boolean;
}

/** One Creature on a line: name, Attack, HP left, Damage taken, abilities; a button when it can be chosen. */
export function TableCreature({ creature, def, host, locale, place, choice, active }: TableCreatureProps) {
  const t = createT(tableMessages, locale);
  const max = def.hp + (host?.hp ?? 0);
  const attack = def.attack === 'X' ? 'X' : def.atk + (host?.atk ?? 0);
  const hp = Math.max(0, max - creature.damage);
  const abilities = [...def.abilities, ...(host?.abilities ?? [])];
  const stats = t(takesSingular(hp, locale) ? 'creatureLabelOne' : 'creatureLabel', { name: host ? `${def.name} + ${host.name}` : def.name, attack, hp, max });
  const label = abilities.length ? t('creatureAbilities', { label: stats, abilities: abilityList(abilities, locale) }) : stats;
  // The attacker of the beat on show is scrolled into view: on a phone the Assault would otherwise play off-screen.
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => { if (active) item.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }, [active]);
  const body = (
    <>
      <span className="block truncate font-semibold">{def.name}{host ? <span className="font-normal"> + {host.name}</span> : null}</span>
      <span className="flex items-center gap-2 text-xs">
        <span aria-hidden="true">⚔ {attack}</span>
        <span aria-hidden="true">♥ {hp}/{max}</span>
        {creature.damage > 0 ? <span className="rounded bg-ember px-1 text-white">−{creature.damage}<span className="sr-only"> {t(takesSingular(creature.damage, locale) ? 'damageTakenOne' : 'damageTaken', { damage: creature.damage })}</span></span> : null}
      </span>
      {abilities.length ? (
        <span className="mt-1 flex flex-wrap gap-1 text-tide">
          {abilities.map((a, i) => <CardAbilityIcon key={i} ability={a.ability} aura={a.aura} locale={locale} size="1.1em" />)}
        </span>
      ) : null}
    </>
  );
  const data = { 'data-creature': def.slug, 'data-seat': place.seat, 'data-line': place.line, 'data-index': place.index, 'data-damage': creature.damage };
  const frame = `block w-24 rounded-lg p-1.5 sm:w-28 sm:p-2 border text-left text-sm transition ${active ? 'border-ember ring-2 ring-ember' : 'border-black/20'} bg-white`;
  return (
    <li ref={item} {...data}>
      {choice ? (
        // The choices bar under the hand is the keyboard's way to choose; this copy on the board is for pointing and dropping.
        <button
          type="button"
          tabIndex={-1}
          className={`${frame} cursor-pointer ring-offset-2 hover:border-tide focus-visible:outline-3 focus-visible:outline-tide`}
          aria-label={`${choice.label} — ${label}`}
          onClick={choice.onChoose}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => { e.preventDefault(); e.stopPropagation(); choice.onDrop(); }}
        >
          {body}
        </button>
      ) : (
        <div className={frame} role="group" aria-label={label}>{body}</div>
      )}
    </li>
  );
}
