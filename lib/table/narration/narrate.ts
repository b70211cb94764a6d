import { lineNumbers } from '../board/lineNumbers';
import { getAbility } from '../../cards';
import type { EngineEvent, PlayerId } from '../../engine';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import type { AnimationStep } from '../board/animationSteps';
import { narrationMessages } from './narrationMessages';
import { takesSingular } from '../../i18n/takesSingular';

export interface NarrationContext {
  locale: Locale;
  /** A card's display name from its slug (official cards keep their printed names). */
  name: (slug: string) => string;
  /** How a seat is called: "you", "the AI", "Player 1"… */
  who: (player: PlayerId) => string;
  /** The slug of the Creature standing at a place just before the event, when the caller knows the board. */
  creatureAt?: (at: { player: PlayerId; line: string; index: number }) => string | undefined;
}

type Location = { player: PlayerId; line: string; index: number };
const sameLocation = (a: Location, b: Location) => a.player === b.player && a.line === b.line && a.index === b.index;

/** One sentence for one event. */
export function narrateEvent(e: EngineEvent, c: NarrationContext): string {
  const text = contract(eventSentence(e, c), c.locale);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * French contracts "de le" and "à le" once a seat name ("le joueur") lands after them, and
 * elides "de" before a name starting with a vowel ("Sprint d’Assassin"). An initial H is left
 * alone: whether it is silent depends on the word.
 */
export function contract(text: string, locale: Locale): string {
  if (locale !== 'fr') return text;
  return text
    .replace(/\bde le /g, 'du ')
    .replace(/(^|\s)à le /g, '$1au ')
    .replace(/(^|[\s(])([dD])e (?=[AEIOUÉÈÊÂÎÔaeiouéèêâîô])/g, '$1$2’');
}

function eventSentence(e: EngineEvent, c: NarrationContext): string {
  const t = createT(narrationMessages, c.locale);
  const line = (id: string) => (id === 'top' || id === 'bottom' ? t(id) : (lineNumbers(id) ?? id));
  switch (e.type) {
    case 'turn-started':
      return t(e.type, { turn: e.turn, player: c.who(e.player) });
    case 'mana-gained':
      return t(e.type, { player: c.who(e.player), amount: e.amount });
    case 'card-played':
      return t(e.type, { player: c.who(e.player), card: c.name(e.card), paid: e.paid });
    case 'creature-entered':
      return e.host
        ? t('creature-stacked', { card: c.name(e.card), host: c.name(e.host), line: line(e.line) })
        : t(e.type, { card: c.name(e.card), line: line(e.line) });
    case 'incantation-resolved':
    case 'champion-exhausted':
    case 'champion-readied':
      return t(e.type, { card: c.name(e.card) });
    case 'attack':
      return t(e.type, {
        card: c.name(e.card),
        targets: e.targets
          .map((x) =>
            'stronghold' in x ? t('stronghold', { player: c.who(x.stronghold) }) : placeName(x, c, line(x.line)),
          )
          .join(t('and')),
      });
    case 'damage':
      return t(takesSingular(e.amount, c.locale) ? 'damageOne' : 'damage', {
        card: c.name(e.card),
        amount: e.amount,
        source: c.name(e.source),
      });
    case 'protection-absorbed':
      return t(e.type, { card: c.name(e.card), source: c.name(e.source) });
    case 'destroyed':
      return t(e.type, { card: c.name(e.card) });
    case 'returned-to-hand':
    case 'returned-to-deck':
    case 'discarded':
      return t(e.type, { card: c.name(e.card), player: c.who(e.player) });
    case 'moved':
      return t(e.type, { card: c.name(e.card), from: e.from + 1, to: e.to + 1, line: line(e.line) });
    case 'stronghold-shift':
      return t(e.to >= e.from ? 'stronghold-hit' : 'stronghold-healed', {
        player: c.who(e.player),
        amount: Math.abs(e.to - e.from),
      });
    case 'bastion-fell':
    case 'bastion-restored':
    case 'turn-ended':
      return t(e.type, { player: c.who(e.player) });
    case 'line-closed-up':
      return t(e.type, { player: c.who(e.player), line: line(e.line) });
    case 'ability-triggered': {
      const info = getAbility(e.ability);
      return t(e.type, {
        ability: info ? (c.locale === 'fr' ? info.nameFr : info.nameEn) : e.ability,
        card: c.name(e.card),
      });
    }
    case 'mill':
      return t(e.type, { player: c.who(e.player), count: e.cards.length, cards: e.cards.map(c.name).join(', ') });
    case 'reshuffle':
      return t(takesSingular(e.size, c.locale) ? 'reshuffleOne' : 'reshuffle', {
        player: c.who(e.player),
        size: e.size,
      });
    case 'ai-revealed':
      return t(e.type, { card: c.name(e.card), line: line(e.line) });
    case 'stronghold-turned':
      return t(e.type, { player: c.who(e.player), side: t(e.side) });
    case 'game-over':
      return t(e.type, { player: c.who(e.winner) });
  }
}

/** A Creature named by where it stands: its name when the board is known, else its place. */
function placeName(at: Location, c: NarrationContext, line: string): string {
  const slug = c.creatureAt?.(at);
  return slug ? c.name(slug) : `#${at.index + 1}${line ? ` (${line})` : ''}`;
}

/** What an attack did to one target, in a few words ("5 Damage, Baron destroyed"). */
function targetOutcome(step: AnimationStep, target: Location | { stronghold: PlayerId }, c: NarrationContext): string {
  const t = createT(narrationMessages, c.locale);
  const parts: string[] = [];
  if ('stronghold' in target) {
    let shift = 0;
    for (const e of step.events) {
      if (e.type === 'stronghold-shift' && e.player === target.stronghold) shift += e.to - e.from;
      if (e.type === 'bastion-fell' && e.player === target.stronghold) parts.push(t('fortShort'));
      if (e.type === 'mill' && e.player === target.stronghold)
        parts.push(
          t(takesSingular(e.cards.length, c.locale) ? 'millShortOne' : 'millShort', { count: e.cards.length }),
        );
    }
    if (shift > 0)
      parts.unshift(t(takesSingular(shift, c.locale) ? 'damageShortOne' : 'damageShort', { amount: shift }));
    return `${t('stronghold', { player: c.who(target.stronghold) })}${parts.length ? `${t('colon')}${parts.join(', ')}` : ''}`;
  }
  let name = '';
  for (const e of step.events) {
    if (e.type === 'damage' && sameLocation(e.to, target)) {
      name = c.name(e.card);
      parts.push(t(takesSingular(e.amount, c.locale) ? 'damageShortOne' : 'damageShort', { amount: e.amount }));
    }
    if (e.type === 'protection-absorbed' && sameLocation(e.to, target)) {
      name = c.name(e.card);
      parts.push(t('absorbedShort', { card: name }));
    }
  }
  if (name && step.events.some((e) => e.type === 'destroyed' && c.name(e.card) === name && e.player === target.player))
    parts.push(t('destroyedShort', { card: name }));
  return `${name || placeName(target, c, '')}${parts.length ? `${t('colon')}${parts.join(', ')}` : ''}`;
}

/** One sentence for a whole beat, as the screen reader announces it: "Brute attacks Baron: 5 Damage, Baron destroyed". */
export function narrateStep(step: AnimationStep, c: NarrationContext): string {
  const first = step.events[0];
  if (first.type !== 'attack')
    return step.events
      .slice(0, 4)
      .map((e) => narrateEvent(e, c))
      .join('. ');
  const t = createT(narrationMessages, c.locale);
  const text = contract(
    t('attack', {
      card: c.name(first.card),
      targets: first.targets.map((x) => targetOutcome(step, x, c)).join(t('targetSep')),
    }),
    c.locale,
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}
