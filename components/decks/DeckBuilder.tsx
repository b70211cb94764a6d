'use client';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { getCard, type OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckStats } from './DeckStats';
import { DeckBuilderPool } from './DeckBuilderPool';
import { DeckBuilderZone } from './DeckBuilderZone';
import { DeckBuilderStart } from './DeckBuilderStart';
import { DeckBuilderChampion } from './DeckBuilderChampion';
import { DeckBuilderEditNotice } from './DeckBuilderEditNotice';
import { DeckBuilderText } from './DeckBuilderText';
import { DeckBuilderSave, type DeckBuilderEdit } from './DeckBuilderSave';
import { DeckBuilderStatus, type BuilderStatus } from './DeckBuilderStatus';
import { sameDeck, writeBuilderQuery, type BuilderDeck } from './deckBuilderUrl';
import { reduceBuilder, type BuilderAction, type BuilderState } from './deckBuilderReducer';
import { useDeckChampion } from './useDeckChampion';

export interface DeckBuilderProps {
  locale: Locale;
  initialDeck: BuilderDeck;
  /** Messages about the address that was opened, already translated. */
  initialNotices: BuilderStatus[];
  /** Present on /decks/<id>/edit: the builder saves with PUT and the token. */
  edit?: DeckBuilderEdit;
}

/**
 * Keeps a deck in progress in the address bar (with the edit token in the fragment, when editing), so a reload
 * goes on from it. When editing, the saved deck is not written there: a reload then shows
 * whatever is saved by then, not a copy of the cards as they were when the page opened.
 */
function useDeckInUrl(deck: BuilderDeck, token: string | undefined, saved: BuilderDeck | null) {
  useEffect(() => {
    const query = new URLSearchParams(saved && sameDeck(deck, saved) ? '' : writeBuilderQuery(deck)).toString();
    const next = `${window.location.pathname}${query ? `?${query}` : ''}${token ? `#token=${token}` : ''}`;
    if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(null, '', next);
  }, [deck, token, saved]);
}

/** The deck builder: a searchable pool, the deck zone, live rules, stats, import, save. */
export function DeckBuilder({ locale, initialDeck, initialNotices, edit }: DeckBuilderProps) {
  const t = createT(decksMessages, locale);
  const reducer = useCallback(
    (state: BuilderState, action: BuilderAction) => reduceBuilder(state, action, locale),
    [locale],
  );
  const [{ deck, status, lookingFor }, dispatch] = useReducer(reducer, { deck: initialDeck, status: initialNotices });
  const [saved, setSaved] = useState(
    () => edit && { deck: { cards: edit.cards, championId: edit.championId }, version: edit.version },
  );
  const [openedOnOther] = useState(
    () => !!edit && !sameDeck(initialDeck, { cards: edit.cards, championId: edit.championId }),
  );
  const champion = useDeckChampion(lookingFor ?? deck.championId);
  const attached = deck.championId !== null && champion.status !== 'none' && champion.id === deck.championId;
  useDeckInUrl(deck, edit?.token, saved?.deck ?? null);
  const championName = champion.status === 'ok' ? champion.card.name : (deck.championId ?? '');
  // "Looking for the Champion…" is followed by what was found, in the same live region.
  useEffect(() => {
    if (lookingFor && champion.status !== 'none' && champion.status !== 'loading')
      dispatch({ type: 'champion', result: champion });
  }, [lookingFor, champion]);

  // dispatch is stable, so the pool's memoised cards do not re-render on every change.
  const add = useCallback((slug: string) => dispatch({ type: 'add', slug }), []);
  const remove = useCallback((slug: string) => dispatch({ type: 'remove', slug }), []);
  const load = useCallback(
    (next: BuilderDeck, messages: BuilderStatus[]) => dispatch({ type: 'load', deck: next, status: messages }),
    [],
  );
  const onSaved = useCallback((savedDeck: BuilderDeck, version: number) => {
    setSaved({ deck: savedDeck, version });
    dispatch({ type: 'saved' });
  }, []);

  const cards = deck.cards.map(getCard).filter((c): c is OfficialCard => c !== undefined);
  return (
    <div className="space-y-6 pb-24 wrap-anywhere lg:pb-0">
      {saved && openedOnOther && !sameDeck(deck, saved.deck) && (
        <DeckBuilderEditNotice
          locale={locale}
          version={saved.version}
          onShowSaved={() => load(saved.deck, [{ tone: 'ok', text: t('editSavedLoaded', { version: saved.version }) }])}
        />
      )}
      <DeckBuilderStart locale={locale} deck={deck} onLoad={load} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <DeckBuilderPool locale={locale} deck={deck.cards} onAdd={add} onRemove={remove} />
        <div className="space-y-4 lg:sticky lg:top-2 lg:self-start">
          <DeckBuilderZone
            locale={locale}
            cards={cards}
            onAdd={add}
            onRemove={remove}
            onClear={() => dispatch({ type: 'clear' })}
          />
          <DeckBuilderStatus messages={status} />
          <DeckBuilderChampion
            locale={locale}
            champion={champion}
            attached={attached}
            onAttach={(text) => dispatch({ type: 'attach', text, current: championName })}
            onDetach={() => dispatch({ type: 'detach', current: championName })}
          />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DeckStats cards={cards} locale={locale} />
        <div className="space-y-6">
          <DeckBuilderSave
            locale={locale}
            deck={deck}
            edit={edit && saved && { ...edit, version: saved.version }}
            championMissing={attached && champion.status === 'missing' ? champion.id : null}
            onSaved={onSaved}
          />
          <DeckBuilderText locale={locale} deck={deck} onLoad={load} />
        </div>
      </div>
    </div>
  );
}
