import { getCard } from '@/lib/cards';
import { addCard, removeCard } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { BuilderDeck } from './deckBuilderUrl';
import type { ChampionState } from './useDeckChampion';
import { readChampionRef } from './deckChampionRef';
import { deckErrorText } from './deckErrorText';

export interface BuilderStatus {
  tone: 'ok' | 'error';
  text: string;
}

export interface BuilderState {
  deck: BuilderDeck;
  /** What the builder last said: a card added, or why it was refused. */
  status: BuilderStatus[];
  /** The Champion id being attached, while it is looked up: it joins the deck once found, and its result is announced. */
  lookingFor?: string;
}

export type BuilderAction =
  | { type: 'add'; slug: string }
  | { type: 'remove'; slug: string }
  | { type: 'load'; deck: BuilderDeck; status: BuilderStatus[] }
  | { type: 'clear' }
  /** The deck was saved: what the builder said before is over. */
  | { type: 'saved' }
  /** `current` names the Champion already attached, for the refusal. */
  | { type: 'attach'; text: string; current: string }
  | { type: 'detach'; current: string }
  /** The lookup of the Champion being attached has an answer. */
  | { type: 'champion'; result: Exclude<ChampionState, { status: 'none' | 'loading' }> };

/** Every change to the deck being built, with the sentence that announces it. Refusals change nothing. */
export function reduceBuilder(state: BuilderState, action: BuilderAction, locale: Locale): BuilderState {
  const t = createT(decksMessages, locale);
  const refuse = (text: string): BuilderState => ({ ...state, status: [{ tone: 'error', text }] });
  const { deck } = state;
  const name = (slug: string) => getCard(slug)?.name ?? slug;
  switch (action.type) {
    case 'add':
    case 'remove': {
      const edit = action.type === 'add' ? addCard(deck.cards, action.slug) : removeCard(deck.cards, action.slug);
      if (!edit.ok) return refuse(deckErrorText(edit.error, locale));
      const text = t(action.type === 'add' ? 'added' : 'removed', {
        name: name(action.slug),
        count: edit.cards.length,
      });
      return { deck: { ...deck, cards: edit.cards }, status: [{ tone: 'ok', text }] };
    }
    case 'load':
      return { deck: action.deck, status: action.status };
    case 'saved':
      return { ...state, status: [] };
    case 'clear':
      return { deck: { ...deck, cards: [] }, status: [{ tone: 'ok', text: t('cleared') }] };
    case 'attach': {
      const id = readChampionRef(action.text);
      if (!id) return refuse(t('errBadChampion', { name: action.text.trim().slice(0, 60) }));
      if (deck.championId) return refuse(t('errTooManyChampions', { name: action.current }));
      // The deck (and so the address) takes the id only once a Champion is found under it.
      return { deck, status: [{ tone: 'ok', text: t('championLoading') }], lookingFor: id };
    }
    case 'champion': {
      const { result } = action;
      if (state.lookingFor !== result.id) return state;
      if (result.status === 'ok')
        return {
          deck: { ...deck, championId: result.id },
          status: [{ tone: 'ok', text: t('championAttached', { name: result.card.name }) }],
        };
      const text =
        result.status === 'missing'
          ? t('championNotFound', { id: result.id })
          : t('championFailed', { reason: result.reason });
      return { deck, status: [{ tone: 'error', text }] };
    }
    case 'detach':
      return {
        deck: { ...deck, championId: null },
        status: [{ tone: 'ok', text: t('championDetached', { name: action.current }) }],
      };
  }
}
