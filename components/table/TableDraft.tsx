'use client';

import { useState } from 'react';
import { getCard } from '@/lib/cards';
import { applyDraft, createDraft, draftDecks, type DraftState, type EngineError } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/gameSetup';
import { buildSetup, isSolo, type SetupError, type SetupForm } from '@/lib/table/setupForm';
import { CardFace } from '@/components/card/CardFace';
import { TableSetupErrors } from './TableSetupErrors';
import { newSeed } from '@/lib/table/newSeed';

/** The Draft on screen, driven by the engine's Draft state machine; the game starts when it ends. */
export function TableDraft({ form, seed, locale, onStart }: { form: SetupForm; seed: number; locale: Locale; onStart: (setup: GameSetup) => void }) {
  const t = createT(tableMessages, locale);
  const solo = isSolo(form.mode);
  const [draft, setDraft] = useState<DraftState | EngineError>(() => {
    const r = createDraft({ mode: solo ? 'solo' : 'duel', seed });
    return r.ok ? r.state : r.error;
  });
  const [errors, setErrors] = useState<SetupError[]>([]);
  const seatName = (seat: 'A' | 'B') => (solo ? t('seatYou') : seat === 'A' ? t('seatPlayer1') : t('seatPlayer2'));
  if ('code' in draft) return <p role="alert">{t('engineSays', { message: draft.message })}</p>;

  const pick = (card: string) => {
    const r = applyDraft(draft, { type: 'pick', player: draft.chooser!, card });
    if (!r.ok) { setErrors([{ code: 'engine', message: r.error.message }]); return; }
    setDraft(r.state);
    const decks = draftDecks(r.state);
    if (!decks) return;
    const built = buildSetup(form, newSeed(), decks);
    if (built.ok) onStart(built.setup);
    else setErrors(built.errors);
  };
  const name = (slug: string) => getCard(slug)?.name ?? slug;
  const chooser = draft.chooser as 'A' | 'B' | null;
  return (
    <section className="space-y-4" aria-labelledby="draft-title" data-testid="draft">
      <h2 id="draft-title" className="font-display text-2xl font-bold">{t('draftTitle')}</h2>
      <p>{solo ? t('draftSoloIntro') : t('draftDuelIntro')}</p>
      {chooser ? <p role="status" className="text-lg font-semibold">{t('draftChooser', { seat: seatName(chooser) })}</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('draftRevealed')}>
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
            <h3 className="font-semibold">{t('draftPicks', { seat: seatName(seat), count: draft.picks[seat].length })}</h3>
            <p className="text-sm">{draft.picks[seat].map(name).join(', ') || '—'}</p>
          </div>
        ))}
      </div>
      <TableSetupErrors errors={errors} locale={locale} seatName={seatName} />
    </section>
  );
}
