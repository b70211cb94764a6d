'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { DECK_SIZE, DECK_TEXT_LIMITS } from '@/lib/decks';
import type { Visibility } from '@/lib/decks/visibility';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { sameDocument } from '@/components/site/languageFreeUrl';
import { SiteVisibilityChoice } from '@/components/site/SiteVisibilityChoice';
import { visibilityButtonText } from '@/components/site/visibilityButtonText';
import { rememberMine } from '@/components/mine/mineStorage';
import { DeckCopyButton } from './DeckCopyButton';
import { editUrlWithToken } from '@/components/site/fragmentToken';
import { DeckSaveOutcome } from './DeckSaveOutcome';
import { DeckSaveSameOffer } from './DeckSaveSameOffer';
import { DeckSavedLinks } from './DeckSavedLinks';
import { rememberDeckLinks, useDeckLinks } from './savedDeckLinks';
import { writeBuilderQuery, type BuilderDeck } from './deckBuilderUrl';
import { saveDeck, type SaveRefusal } from './saveDeck';

/** A saved deck opened with its edit link. */
export interface DeckBuilderEdit {
  id: string;
  token: string;
  version: number;
  name: string;
  description: string;
  author: string;
  /** The saved cards and Champion (the builder may open on others, from the address). */
  cards: string[];
  championId: string | null;
  visibility: Visibility;
}

type Fields = { name: string; description: string; author: string };

const input = 'w-full rounded-lg border border-black/25 bg-white px-3 py-2';

/**
 * Name, description and nickname, then POST (new deck) or PUT with the token (edit link).
 * Once created, the deck's edit page replaces the builder: later saves update that deck, and
 * its links, kept in this tab, are shown there until the player hides them.
 */
function loadLatest(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const target = event.currentTarget.href;
  if (sameDocument(target, window.location.href)) window.location.reload();
  else window.location.assign(target);
}

export function DeckBuilderSave({
  locale,
  deck,
  edit,
  championMissing,
  onSaved,
}: {
  locale: Locale;
  deck: BuilderDeck;
  edit?: DeckBuilderEdit;
  /** The id of the deck's Champion when it does not exist: such a deck is not saved. */
  championMissing: string | null;
  /** After saving changes: the deck as saved and its new version. */
  onSaved: (saved: BuilderDeck, version: number) => void;
}) {
  const t = createT(decksMessages, locale);
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    name: edit?.name ?? '',
    description: edit?.description ?? '',
    author: edit?.author ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [visibility, setVisibility] = useState<Visibility>(edit?.visibility ?? 'public');
  const [outcome, setOutcome] = useState<{ kind: 'updated' | 'unchanged'; version: number; url: string } | null>(null);
  const router = useRouter();
  const links = useDeckLinks(edit?.id);
  const nameInput = useRef<HTMLInputElement>(null);
  // A refusal belongs to the deck and fields it was about: once either changes it is over.
  const [refusal, setRefusal] = useState<(Omit<SaveRefusal, 'ok'> & { deck: BuilderDeck; fields: Fields }) | null>(
    null,
  );
  const problem = refusal && refusal.deck === deck && refusal.fields === fields ? refusal : null;
  const share = `/decks/new${writeBuilderQuery(deck) ? `?${writeBuilderQuery(deck)}` : ''}`;

  const submit = async (event?: FormEvent, copy = false) => {
    event?.preventDefault();
    const refuse = (message: string, conflict?: true, same?: SaveRefusal['same']) =>
      setRefusal({ message, conflict, same, deck, fields });
    if (deck.cards.length !== DECK_SIZE) return refuse(t('saveNeedsEight', { missing: DECK_SIZE - deck.cards.length }));
    if (!fields.name.trim()) return refuse(t('saveNameMissing'));
    if (championMissing) return refuse(t('saveChampionMissing', { id: championMissing }));
    setRefusal(null);
    setBusy(true);
    const result = await saveDeck(
      { ...fields, cards: deck.cards, champion: deck.championId, visibility },
      edit && { id: edit.id, token: edit.token, baseVersion: edit.version },
      locale,
      fetch,
      { copy },
    );
    if (result.ok)
      rememberMine({
        kind: 'deck',
        id: result.id,
        name: fields.name.trim(),
        token: result.kind === 'created' ? result.token : edit!.token,
      });
    if (result.ok && result.kind === 'created') {
      rememberDeckLinks(result.id, { url: result.url, editUrl: result.editUrl, fresh: true });
      // Still busy until the edit page is here: a second press must not create a second deck.
      router.replace(result.editUrl, { scroll: false });
      return;
    }
    setBusy(false);
    if (!result.ok) return refuse(result.message, result.conflict, result.same);
    setOutcome({ kind: result.kind, version: result.version, url: result.url });
    onSaved(deck, result.version);
  };
  const field = (key: keyof Fields) => ({
    id: `${id}-${key}`,
    value: fields[key],
    maxLength: DECK_TEXT_LIMITS[key],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value }),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {t('saveTitle')}
      </h2>
      {!edit && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t('label', { label: t('shareLink') })}</span>
          <Link href={share} className="break-all underline decoration-gold" data-testid="share-link">
            {share}
          </Link>
          <DeckCopyButton text={share} label={t('copyLink')} locale={locale} />
        </p>
      )}
      <form onSubmit={submit} className="space-y-2" noValidate>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
          {t('saveName')}
        </label>
        <input {...field('name')} ref={nameInput} required className={input} />
        <label htmlFor={`${id}-description`} className="block text-sm font-semibold">
          {t('saveDescription')}
        </label>
        <textarea {...field('description')} rows={3} className={input} />
        <label htmlFor={`${id}-author`} className="block text-sm font-semibold">
          {t('saveAuthor')}
        </label>
        <input {...field('author')} autoComplete="nickname" className={input} />
        <SiteVisibilityChoice locale={locale} value={visibility} onChange={setVisibility} />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-ember px-5 py-3 font-semibold text-white shadow hover:bg-ember/90 disabled:opacity-60"
        >
          {busy ? t('saving') : visibilityButtonText(locale, edit ? t('saveUpdate') : t('saveSubmit'), visibility)}
        </button>
      </form>
      <div role="status" aria-live="polite" data-testid="save-result" className="space-y-2">
        {problem && <p className="font-semibold text-ember wrap-anywhere">{problem.message}</p>}
        {/* A full page load (a link differing only by its fragment would just scroll): the edit page then opens on the deck as it is saved now. */}
        {problem?.conflict && edit && (
          <a
            href={editUrlWithToken(`/decks/${edit.id}`, edit.token)}
            onClick={loadLatest}
            data-testid="load-latest"
            className="inline-block rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90"
          >
            {t('editLoadLatest')}
          </a>
        )}
        {problem?.same && (
          <DeckSaveSameOffer same={problem.same} busy={busy} onCopy={() => submit(undefined, true)} locale={locale} />
        )}
        {outcome && !problem && <DeckSaveOutcome {...outcome} locale={locale} />}
        {edit && links && (
          <DeckSavedLinks id={edit.id} links={links} locale={locale} onHidden={() => nameInput.current?.focus()} />
        )}
      </div>
    </section>
  );
}
