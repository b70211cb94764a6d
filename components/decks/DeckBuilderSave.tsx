'use client';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { DECK_SIZE, DECK_TEXT_LIMITS } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckCopyButton } from './DeckCopyButton';
import { DeckSavedLinks } from './DeckSavedLinks';
import { writeBuilderQuery, type BuilderDeck } from './deckBuilderUrl';
import { saveDeck, type SaveOutcome } from './saveDeck';

/** A saved deck opened with its edit link. */
export interface DeckBuilderEdit {
  id: string;
  token: string;
  version: number;
  name: string;
  description: string;
  author: string;
}

const input = 'w-full rounded-lg border border-black/25 bg-white px-3 py-2';

/** Name, description and nickname, then POST (new deck) or PUT with the token (edit link). */
export function DeckBuilderSave({ locale, deck, edit }: { locale: Locale; deck: BuilderDeck; edit?: DeckBuilderEdit }) {
  const t = createT(decksMessages, locale);
  const id = useId();
  const [fields, setFields] = useState({ name: edit?.name ?? '', description: edit?.description ?? '', author: edit?.author ?? '' });
  const [version, setVersion] = useState(edit?.version);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const share = `/decks/new${writeBuilderQuery(deck) ? `?${writeBuilderQuery(deck)}` : ''}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deck.cards.length !== DECK_SIZE) return setProblem(t('saveNeedsEight', { missing: DECK_SIZE - deck.cards.length }));
    if (!fields.name.trim()) return setProblem(t('saveNameMissing'));
    setProblem(null);
    setBusy(true);
    const result = await saveDeck({ ...fields, cards: deck.cards, champion: deck.championId }, edit && { id: edit.id, token: edit.token, baseVersion: version! }, locale);
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    setOutcome(result);
    if (result.kind === 'updated') setVersion(result.version);
  };
  const field = (key: keyof typeof fields) => ({
    id: `${id}-${key}`,
    value: fields[key],
    maxLength: DECK_TEXT_LIMITS[key],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value }),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="font-display text-2xl">{t('saveTitle')}</h2>
      {!edit && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t('shareLink')}:</span>
          <Link href={share} className="break-all underline decoration-gold" data-testid="share-link">{share}</Link>
          <DeckCopyButton text={share} label={t('copyLink')} locale={locale} />
        </p>
      )}
      <form onSubmit={submit} className="space-y-2" noValidate>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">{t('saveName')}</label>
        <input {...field('name')} required className={input} />
        <label htmlFor={`${id}-description`} className="block text-sm font-semibold">{t('saveDescription')}</label>
        <textarea {...field('description')} rows={3} className={input} />
        <label htmlFor={`${id}-author`} className="block text-sm font-semibold">{t('saveAuthor')}</label>
        <input {...field('author')} autoComplete="nickname" className={input} />
        <button type="submit" disabled={busy} className="rounded-lg bg-ember px-5 py-3 font-semibold text-white shadow hover:bg-ember/90 disabled:opacity-60">
          {busy ? t('saving') : edit ? t('saveUpdate') : t('saveSubmit')}
        </button>
      </form>
      <div role="status" aria-live="polite" data-testid="save-result" className="space-y-2">
        {problem && <p className="font-semibold text-ember">{problem}</p>}
        {outcome && !problem && <DeckSavedLinks outcome={outcome} locale={locale} />}
      </div>
    </section>
  );
}
