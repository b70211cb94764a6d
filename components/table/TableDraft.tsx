'use client';

import { useEffect, useRef, useState } from 'react';
import { getCard } from '@/lib/cards';
import { applyDraft, createDraft, draftDecks, picksOf, type DraftState, type EngineError } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/gameSetup';
import { buildSetup, isSolo, type SetupError, type SetupForm } from '@/lib/table/setupForm';
import { CardFace } from '@/components/card/CardFace';
import { TableSetupErrors } from './TableSetupErrors';
import { newSeed } from '@/lib/table/newSeed';
import { playBotPicks } from '@/lib/table/draftBot';
import { draftRecap, type DraftRecapLine } from '@/lib/table/draftRecap';
import { contract } from '@/lib/table/narrate';
import { setupLabels } from '@/lib/table/setupLabels';

/** The Draft on screen, driven by the engine's Draft state machine; against the bot, the bot makes seat B's picks; the game starts when it ends. */
export function TableDraft({ form, seed, locale, onStart }: { form: SetupForm; seed: number; locale: Locale; onStart: (setup: GameSetup) => void }) {
  const t = createT(tableMessages, locale);
  const solo = isSolo(form.mode);
  const bot = form.mode === 'duel-bot-easy' || form.mode === 'duel-bot-hard';
  const labels = setupLabels(form.mode, locale);
  const [draft, setDraft] = useState<DraftState | EngineError>(() => {
    const r = createDraft({ mode: solo ? 'solo' : 'duel', seed });
    return r.ok ? r.state : r.error;
  });
  const [errors, setErrors] = useState<SetupError[]>([]);
  const [recap, setRecap] = useState<DraftRecapLine[]>([]);
  const cards = useRef<HTMLUListElement>(null);
  const revealed = 'code' in draft ? null : draft.revealed;
  // Each new set of cards takes the focus: the one just taken is gone, and the focus must not fall to the page.
  useEffect(() => { cards.current?.querySelector<HTMLElement>('button')?.focus(); }, [revealed]);
  if ('code' in draft) return <p role="alert">{t('err-engine', { message: draft.message })}</p>;

  const pick = (card: string) => {
    const r = applyDraft(draft, { type: 'pick', player: draft.chooser!, card });
    if (!r.ok) { setErrors([{ code: 'engine', message: t(`error-${r.error.code}`) }]); return; }
    const next = bot ? playBotPicks(r.state) : r.state;
    setRecap(draftRecap(draft, next, bot ? 'B' : null));
    setDraft(next);
    const decks = draftDecks(next);
    if (!decks) return;
    const built = buildSetup(form, newSeed(), decks);
    if (built.ok) onStart(built.setup);
    else setErrors(built.errors);
  };
  const name = (slug: string) => getCard(slug)?.name ?? slug;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const say = (l: DraftRecapLine) => contract(l.last
    ? (l.seat === 'A' && (solo || bot) ? t('draftRecapLastYours', { round: l.round, card: name(l.cards[0]) }) : t('draftRecapLast', { round: l.round, card: name(l.cards[0]), seat: labels.seat(l.seat) }))
    : t('draftRecapTook', { round: l.round, seat: labels.seat(l.seat), cards: list.format(l.cards.map(name)) }), locale);
  const chooser = draft.chooser as 'A' | 'B' | null;
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return (
    <section className="space-y-4" aria-labelledby="draft-title" data-testid="draft">
      <h2 id="draft-title" className="font-display text-2xl font-bold">{t('draftTitle')}</h2>
      <p>{solo ? t('draftSoloIntro') : t('draftDuelIntro')}</p>
      {chooser ? (
        <p role="status" className="text-lg font-semibold">
          {recap.map((l) => <span key={`${l.round}${l.seat}${l.last}`} className="block text-base font-normal" data-testid="draft-recap">{say(l)}</span>)}
          {solo || bot ? t('draftYourPick') : t('draftSeatPick', { seat: capital(labels.seat(chooser)) })}
        </p>
      ) : null}
      <ul ref={cards} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('draftRevealed')}>
        {draft.revealed.map((slug) => {
          const card = getCard(slug)!;
          return (
            <li key={slug}>
              <button type="button" onClick={() => pick(slug)} aria-label={t('draftPick', { card: card.name })} data-draft-card={slug}
                className="block w-full rounded-lg p-1 ring-tide hover:ring-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember">
                <CardFace card={card} locale={locale} width="100%" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        {(solo ? (['A'] as const) : (['A', 'B'] as const)).map((seat) => (
          <div key={seat}>
            <h3 className="font-semibold">{capital(labels.draftCards(seat, picksOf(draft, seat).length))}</h3>
            <p className="text-sm">{picksOf(draft, seat).map(name).join(', ') || '—'}</p>
          </div>
        ))}
      </div>
      <TableSetupErrors errors={errors} locale={locale} codeLabel={labels.code} />
    </section>
  );
}
