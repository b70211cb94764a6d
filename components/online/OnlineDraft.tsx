'use client';

import { useEffect, useRef, useState } from 'react';
import { CardFace } from '@/components/card/CardFace';
import { getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { createT } from '@/lib/i18n/translate';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { onlineSeatNames } from '@/lib/online/onlineNames';
import { roomClient } from '@/lib/online/roomClient';
import type { DraftView, RoomSnapshot } from '@/lib/rooms/protocol';

/**
 * The online Draft: the revealed cards on every screen; the seat whose pick it is takes one on
 * its own screen, in the rulebook's order, while the others see who is choosing.
 */
export function OnlineDraft({
  room,
  draft,
  secret,
  locale,
}: {
  room: RoomSnapshot;
  draft: DraftView;
  secret: string | null;
  locale: Locale;
}) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const o = createT(onlineMessages, locale);
  const names = onlineSeatNames(room, locale);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = !!room.you && draft.chooser === room.you && !!secret;
  const cards = useRef<HTMLUListElement>(null);
  // The turn to pick takes the focus to the first card: nothing to hunt for with the keyboard.
  useEffect(() => {
    if (mine) cards.current?.querySelector<HTMLElement>('button')?.focus();
  }, [mine, draft.revealed]);
  const pick = async (card: string) => {
    if (!mine || !secret) return;
    setBusy(true);
    setError('');
    const r = await roomClient.pick(room.code, secret, card, room.version);
    setBusy(false);
    if (!r.ok) setError(explainRoomRefusal(r.refusal, locale));
  };
  const name = (slug: string) => getCard(slug)?.name ?? slug;
  const intro =
    room.mode === 'coop' ? m('draftCoopIntro') : room.mode === 'duel' ? t('draftDuelIntro') : m('draftFourIntro');
  return (
    <section className="space-y-4" aria-labelledby="draft-title" data-testid="draft" data-chooser={draft.chooser ?? ''}>
      <h2 id="draft-title" className="font-display text-2xl font-bold">
        {t('draftTitle')}
      </h2>
      <p>{intro}</p>
      <p role="status" className="text-lg font-semibold" data-testid="draft-status">
        {draft.chooser ? (mine ? o('draftYourPick') : o('draftChooser', { seat: names.heading(draft.chooser) })) : ''}
      </p>
      <ul ref={cards} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('draftRevealed')}>
        {draft.revealed.map((slug, i) => {
          const card = getCard(slug);
          return (
            <li key={`${slug}-${i}`}>
              <button
                type="button"
                onClick={() => pick(slug)}
                disabled={!mine || busy}
                aria-label={t('draftPick', { card: name(slug) })}
                data-draft-card={slug}
                className="block w-full rounded-lg p-1 ring-tide enabled:hover:ring-2 disabled:cursor-default focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember"
              >
                {card ? <CardFace card={card} locale={locale} width="100%" /> : slug}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="alert" className="text-ember">
        {error}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {room.you ? (
          <div data-testid="draft-mine">
            <h3 className="font-semibold">{o('draftMine', { count: draft.mine.length })}</h3>
            <p className="text-sm">{draft.mine.map(name).join(', ') || '—'}</p>
          </div>
        ) : null}
        <ul className="text-sm" data-testid="draft-counts">
          {Object.entries(draft.counts).map(([seat, count]) => (
            <li key={seat}>
              {o('draftCounts', { seat: names.heading(seat as keyof typeof draft.counts), count: count ?? 0 })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
