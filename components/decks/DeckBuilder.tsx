'use client';
import { useEffect, useState } from 'react';
import { getCard, type OfficialCard } from '@/lib/cards';
import { addCard, removeCard } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckStats } from './DeckStats';
import { DeckBuilderPool } from './DeckBuilderPool';
import { DeckBuilderZone } from './DeckBuilderZone';
import { DeckBuilderStart } from './DeckBuilderStart';
import { DeckBuilderChampion } from './DeckBuilderChampion';
import { DeckBuilderText } from './DeckBuilderText';
import { DeckBuilderSave, type DeckBuilderEdit } from './DeckBuilderSave';
import { DeckBuilderStatus, type BuilderStatus } from './DeckBuilderStatus';
import { writeBuilderQuery, type BuilderDeck } from './deckBuilderUrl';
import { deckErrorText } from './deckErrorText';
import { readChampionRef } from './deckChampionRef';
import { useDeckChampion } from './useDeckChampion';

export interface DeckBuilderProps {
  locale: Locale;
  initialDeck: BuilderDeck;
  /** Messages about the address that was opened, already translated. */
  initialNotices: BuilderStatus[];
  initialQuery?: string;
  /** Present on /decks/<id>/edit: the builder saves with PUT and the token. */
  edit?: DeckBuilderEdit;
}

/** Keeps a deck in progress in the address bar (with the edit token, when editing), so a reload goes on from it. */
function useDeckInUrl(deck: BuilderDeck, token: string | undefined) {
  useEffect(() => {
    const params = new URLSearchParams(writeBuilderQuery(deck));
    if (token) params.set('token', token);
    const query = params.toString();
    const next = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (next !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', next);
  }, [deck, token]);
}

/** The deck builder: a searchable pool, the deck zone, live rules, stats, import, save. */
export function DeckBuilder({ locale, initialDeck, initialNotices, initialQuery = '', edit }: DeckBuilderProps) {
  const t = createT(decksMessages, locale);
  const [deck, setDeck] = useState<BuilderDeck>(initialDeck);
  const [status, setStatus] = useState<BuilderStatus[]>(initialNotices);
  const champion = useDeckChampion(deck.championId);
  useDeckInUrl(deck, edit?.token);

  const say = (...messages: BuilderStatus[]) => setStatus(messages);
  const cardName = (slug: string) => getCard(slug)?.name ?? slug;

  const add = (slug: string) => {
    const result = addCard(deck.cards, slug);
    if (!result.ok) return say({ tone: 'error', text: deckErrorText(result.error, locale) });
    setDeck({ ...deck, cards: result.cards });
    say({ tone: 'ok', text: t('added', { name: cardName(slug), count: result.cards.length }) });
  };
  const remove = (slug: string) => {
    const result = removeCard(deck.cards, slug);
    if (!result.ok) return say({ tone: 'error', text: deckErrorText(result.error, locale) });
    setDeck({ ...deck, cards: result.cards });
    say({ tone: 'ok', text: t('removed', { name: cardName(slug), count: result.cards.length }) });
  };
  const load = (next: BuilderDeck, messages: BuilderStatus[]) => {
    setDeck(next);
    say(...messages);
  };
  const attach = (text: string) => {
    const id = readChampionRef(text);
    if (!id) return say({ tone: 'error', text: t('errBadChampion', { name: text.trim().slice(0, 60) }) });
    if (deck.championId) {
      const name = champion.status === 'ok' ? champion.card.name : deck.championId;
      return say({ tone: 'error', text: t('errTooManyChampions', { name }) });
    }
    setDeck({ ...deck, championId: id });
    say({ tone: 'ok', text: t('championLoading') });
  };
  const detach = () => {
    const name = champion.status === 'ok' ? champion.card.name : deck.championId ?? '';
    setDeck({ ...deck, championId: null });
    say({ tone: 'ok', text: t('championDetached', { name }) });
  };

  const cards = deck.cards.map(getCard).filter((c): c is OfficialCard => c !== undefined);
  return (
    <div className="space-y-6 pb-24 lg:pb-0">
      <DeckBuilderStart locale={locale} onLoad={load} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <DeckBuilderPool locale={locale} deck={deck.cards} initialQuery={initialQuery} onAdd={add} onRemove={remove} />
        <div className="space-y-4 lg:sticky lg:top-2 lg:self-start">
          <DeckBuilderZone locale={locale} cards={cards} onAdd={add} onRemove={remove} onClear={() => load({ ...deck, cards: [] }, [{ tone: 'ok', text: t('cleared') }])} />
          <DeckBuilderStatus messages={status} />
          <DeckBuilderChampion locale={locale} champion={champion} onAttach={attach} onDetach={detach} />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DeckStats cards={cards} locale={locale} />
        <div className="space-y-6">
          <DeckBuilderSave locale={locale} deck={deck} edit={edit} />
          <DeckBuilderText locale={locale} cards={deck.cards} onLoad={load} />
        </div>
      </div>
    </div>
  );
}
