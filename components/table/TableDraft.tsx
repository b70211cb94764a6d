'use client';

import { useEffect, useRef, useState } from 'react';
import { getCard } from '@/lib/cards';
import { applyDraft, createDraft, draftDecks, picksOf, type DraftState, type EngineError } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/setup/gameSetup';
import {
  buildSetup,
  engineMode,
  formSeats,
  isCoop,
  isMultiplayerMode,
  isSolo,
  type FormSeat,
  type SetupError,
  type SetupForm,
} from '@/lib/table/setup/setupForm';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { CardFace } from '@/components/card/CardFace';
import { TableSetupErrors } from './TableSetupErrors';
import { newSeed } from '@/lib/table/setup/newSeed';
import { playBotPicks } from '@/lib/table/setup/draftBot';
import { draftRecap, type DraftRecapLine } from '@/lib/table/setup/draftRecap';
import { contract } from '@/lib/table/narration/narrate';
import { setupLabels } from '@/lib/table/setup/setupLabels';

/** The Draft on screen, driven by the engine's Draft state machine; against the bot, the bot makes seat B's picks; the game starts when it ends. */
export function TableDraft({
  form,
  seed,
  locale,
  onStart,
}: {
  form: SetupForm;
  seed: number;
  locale: Locale;
  onStart: (setup: GameSetup) => void;
}) {
  const t = createT(tableMessages, locale);
  const solo = isSolo(form.mode);
  const four = isMultiplayerMode(form.mode);
  const seats = formSeats(form.mode);
  // The seats whose picks a bot makes: the Duel bot's, or a four-seat table's bot seats.
  const bots = four
    ? seats.filter((seat) => (form.players?.[seat] ?? 'person') !== 'person')
    : form.mode === 'duel-bot-easy' || form.mode === 'duel-bot-hard'
      ? ['B' as const]
      : [];
  const bot = !four && bots.length > 0;
  const labels = setupLabels(form.mode, locale, form.players);
  const m = createT(tableMultiplayerMessages, locale);
  const [draft, setDraft] = useState<DraftState | EngineError>(() => {
    const r = createDraft({ mode: engineMode(form.mode), seed });
    return r.ok ? playBotPicks(r.state, bots) : r.error;
  });
  const [errors, setErrors] = useState<SetupError[]>([]);
  const [recap, setRecap] = useState<DraftRecapLine[]>([]);
  const cards = useRef<HTMLUListElement>(null);
  const revealed = 'code' in draft ? null : draft.revealed;
  // Each new set of cards takes the focus: the one just taken is gone, and the focus must not fall to the page.
  useEffect(() => {
    cards.current?.querySelector<HTMLElement>('button')?.focus();
  }, [revealed]);
  if ('code' in draft) return <p role="alert">{t('err-engine', { message: draft.message })}</p>;

  const pick = (card: string) => {
    const r = applyDraft(draft, { type: 'pick', player: draft.chooser!, card });
    if (!r.ok) {
      setErrors([{ code: 'engine', message: t(`error-${r.error.code}`) }]);
      return;
    }
    const next = playBotPicks(r.state, bots);
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
  const say = (l: DraftRecapLine) =>
    contract(
      l.last
        ? l.seat === 'A' && (solo || bot)
          ? t('draftRecapLastYours', { round: l.round, card: name(l.cards[0]) })
          : t('draftRecapLast', { round: l.round, card: name(l.cards[0]), seat: labels.seat(l.seat) })
        : t('draftRecapTook', { round: l.round, seat: labels.seat(l.seat), cards: list.format(l.cards.map(name)) }),
      locale,
    );
  const chooser = draft.chooser as FormSeat | null;
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return (
    <section className="space-y-4" aria-labelledby="draft-title" data-testid="draft">
      <h2 id="draft-title" className="font-display text-2xl font-bold">
        {t('draftTitle')}
      </h2>
      <p>
        {solo
          ? t('draftSoloIntro')
          : isCoop(form.mode)
            ? m('draftCoopIntro')
            : four
              ? m('draftFourIntro')
              : t('draftDuelIntro')}
      </p>
      {chooser ? (
        <p role="status" className="text-lg font-semibold">
          {recap.map((l) => (
            <span
              key={`${l.round}${l.seat}${l.last}`}
              className="block text-base font-normal"
              data-testid="draft-recap"
            >
              {say(l)}
            </span>
          ))}
          {solo || bot ? t('draftYourPick') : t('draftSeatPick', { seat: capital(labels.seat(chooser)) })}
        </p>
      ) : null}
      <ul ref={cards} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('draftRevealed')}>
        {draft.revealed.map((slug) => {
          const card = getCard(slug)!;
          return (
            <li key={slug}>
              <button
                type="button"
                onClick={() => pick(slug)}
                aria-label={t('draftPick', { card: card.name })}
                data-draft-card={slug}
                className="block w-full rounded-lg p-1 ring-tide hover:ring-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember"
              >
                <CardFace card={card} locale={locale} width="100%" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className={`grid gap-3 sm:grid-cols-2 ${four ? 'lg:grid-cols-4' : ''}`}>
        {seats.map((seat) => (
          <div key={seat} data-testid={`draft-picks-${seat}`}>
            <h3 className="font-semibold">
              {capital(
                four
                  ? m('draftPicksOf', { seat: labels.seat(seat), count: picksOf(draft, seat).length })
                  : labels.draftCards(seat, picksOf(draft, seat).length),
              )}
            </h3>
            <p className="text-sm">{picksOf(draft, seat).map(name).join(', ') || '—'}</p>
          </div>
        ))}
        {isCoop(form.mode) ? (
          <p className="text-sm font-semibold" data-testid="draft-ai-cards">
            {m('aiCards', { count: draft.ai.length })}
          </p>
        ) : null}
      </div>
      <TableSetupErrors errors={errors} locale={locale} codeLabel={labels.code} />
    </section>
  );
}
