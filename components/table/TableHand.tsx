import { useRef, type KeyboardEvent } from 'react';
import type { CardDef } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { describeCard } from '@/lib/table/describeCard';
import { HAND_STRONGHOLD, playablePositions } from '@/lib/table/boardView';
import { CardFace } from '@/components/card/CardFace';

export interface TableHandProps {
  hand: string[];
  side: 'bastion' | 'fort';
  defs: Map<string, CardDef>;
  locale: Locale;
  heading: string;
  /** Whether cards can be picked now (the viewer's Summoning, no animation running). */
  active: boolean;
  selected: string | null;
  onPick: (slug: string) => void;
  onDragPick: (slug: string) => void;
}

/** The hand left to right, the Stronghold in its place; the 4 leftmost cards are the playable ones. */
export function TableHand({ hand, side, defs, locale, heading, active, selected, onPick, onDragPick }: TableHandProps) {
  const t = createT(tableMessages, locale);
  const list = useRef<HTMLOListElement>(null);
  const strongholdAt = hand.indexOf(HAND_STRONGHOLD);
  const playable = playablePositions(hand);
  const hp = hand.length - 1 - strongholdAt;
  // Arrow keys walk along the hand's buttons; Tab still leaves it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[at + (e.key === 'ArrowRight' ? 1 : -1)];
    if (next) { e.preventDefault(); next.focus(); }
  };
  return (
    <section aria-label={heading} className="space-y-2">
      <h3 className="font-display text-lg font-bold">{heading}</h3>
      {/* A touch screen has no arrow keys and its drag is a scroll: it gets its own hint. */}
      <p className="text-sm text-black/70 pointer-coarse:hidden">{t('handHelpKeys')}</p>
      <p className="hidden text-sm text-black/70 pointer-coarse:block">{t('handHelpTouch')}</p>
      <ol ref={list} className="flex gap-1.5 overflow-x-auto pb-2 pt-2 sm:gap-2" data-testid="hand">
        {hand.map((slug, i) => {
          if (slug === HAND_STRONGHOLD) {
            return (
              <li key="stronghold" data-stronghold={side} data-position={i} className="flex w-14 shrink-0 flex-col items-center justify-center rounded-lg border-2 border-ink bg-ink p-1 text-center text-xs text-white sm:w-24 sm:p-2 sm:text-sm">
                <span className="font-display font-bold">{t(side)}</span>
                <span>{hp === 1 ? t('hpLeftOne') : t('hpLeft', { hp })}</span>
              </li>
            );
          }
          const def = defs.get(slug)!;
          const can = playable.has(i);
          const isSelected = selected === slug;
          const state = isSelected ? t('selected') : can ? t('playable') : t('notPlayable');
          return (
            <li key={`${slug}-${i}`} className="w-16 shrink-0 sm:w-24">
              <button
                type="button"
                data-card={slug}
                data-playable={can && active ? 'true' : 'false'}
                aria-pressed={isSelected}
                data-can={can ? 'true' : 'false'}
                aria-label={t('cardLabel', { name: def.name, mana: def.mana, details: describeCard(def, locale), state })}
                draggable={active && can}
                onDragStart={(e) => { e.dataTransfer.setData('text/plain', slug); onDragPick(slug); }}
                onClick={() => onPick(slug)}
                onKeyDown={onKeyDown}
                className={`block w-full rounded-lg p-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember ${
                  isSelected ? 'bg-ember/20 ring-2 ring-ember -translate-y-2' : can ? 'bg-tide/10 ring-2 ring-tide' : 'opacity-50'}`}
              >
                <CardFace card={def} locale={locale} width="100%" />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
