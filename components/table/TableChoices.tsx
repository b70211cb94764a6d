'use client';

import { useEffect, useRef } from 'react';
import type { Action, CardDef, GameState, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { lineNumbers } from '@/lib/table/board/lineNumbers';
import { describeCard } from '@/lib/table/narration/describeCard';

export interface TableChoicesProps {
  /** The legal ways to play the selected card, from the engine. */
  choices: Action[];
  def: CardDef;
  /** False when the card was picked up by dragging (the drop on the board chooses). */
  focusFirst: boolean;
  state: GameState;
  viewer: PlayerId;
  locale: Locale;
  onChoose: (action: Action) => void;
  onCancel: () => void;
}

/**
 * Where the selected card can go, right under the hand: each line, host or target as a button.
 * Focus lands on the first choice, so a keyboard or touch user never has to go looking for it.
 */
export function TableChoices({
  choices,
  focusFirst,
  def,
  state,
  viewer,
  locale,
  onChoose,
  onCancel,
}: TableChoicesProps) {
  const t = createT(tableMessages, locale);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  const m = createT(tableMultiplayerMessages, locale);
  const lineName = (line: string) =>
    line === 'top' || line === 'bottom'
      ? (line === 'top' ? t('upperLine') : t('lowerLine')).toLowerCase()
      : m('lineNumbered', { n: lineNumbers(line) ?? line });
  const creatureAt = (player: PlayerId, line: string, index: number) => {
    const c = state.lines[line]?.[player]?.[index];
    return c ? state.cards[c.card] : undefined;
  };
  const label = (a: Action): { text: string; data: Record<string, string> } => {
    if (a.type === 'end-turn') return { text: '', data: {} };
    if ('line' in a)
      return { text: t('summonHere', { card: def.name, line: lineName(a.line) }), data: { 'data-summon': a.line } };
    if ('onto' in a) {
      const host = creatureAt(viewer, a.onto.line, a.onto.index);
      return {
        text: t('choiceHost', { card: def.name, host: host?.name ?? '', line: lineName(a.onto.line) }),
        data: { 'data-host': `${a.onto.line}-${a.onto.index}` },
      };
    }
    const target = creatureAt(a.target.player, a.target.line, a.target.index);
    const side = a.target.player === viewer ? t('ownSide') : t('enemySide');
    const text = t('choiceTarget', { card: target?.name ?? '', side, line: lineName(a.target.line) });
    return {
      text: target ? `${text} — ${describeCard(target, locale)}` : text,
      data: { 'data-target': `${a.target.player}-${a.target.line}-${a.target.index}` },
    };
  };
  const button =
    'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember';
  return (
    <section
      aria-labelledby="table-choices-title"
      data-testid="placing"
      className="space-y-2 rounded-lg bg-tide/10 p-2"
    >
      <h3 id="table-choices-title" className="text-sm font-semibold">
        {t('choicesTitle', { card: def.name })}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {choices.map((a, i) => {
          const { text, data } = label(a);
          const [short] = text.split(' — ');
          return (
            <li key={i}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                {...data}
                aria-label={text}
                onClick={() => onChoose(a)}
                className={`${button} bg-tide text-white`}
              >
                {short}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={onCancel} className={`${button} border border-black/20 bg-white`}>
            {t('cancel')}
          </button>
        </li>
      </ul>
    </section>
  );
}
