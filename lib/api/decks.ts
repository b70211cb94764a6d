import { getCard } from '../cards';
import type { ListedDeck, SavedDeck } from '../db/decks';
import type { Store } from '../db/store';
import { decodeDeck, encodeDeck } from '../decks/codes';
import { diffDeckVersions } from '../decks/diff';
import { validateDeck } from '../decks/validate';
import { readJsonBody } from './body';
import { admitWrite, clientKey, requireEditToken } from './client';
import { requireDeckChampion } from './deckChampion';
import { ApiError, guarded, jsonResponse } from './errors';
import type { ApiContext } from './context';
import { viewLedger } from './viewLedger';
import { deckIdParam, deckIdRefusal, deckNotFound } from './schemas/ids';
import {
  deckBodyRefusal,
  deckCreateBody,
  deckCreateQuery,
  deckListQuery,
  deckListRefusal,
  deckUpdateBody,
} from './schemas/decks';
import { badParam, parseInput, queryObject } from './schemas/parse';

export type DeckApiContext = ApiContext;

/** What the API shows of a saved deck: never the token or its hash. */
export function deckView(deck: SavedDeck | ListedDeck) {
  return {
    ...('copies' in deck ? { copies: deck.copies } : {}),
    id: deck.id,
    url: `/decks/${deck.id}`,
    name: deck.name,
    description: deck.description,
    author: deck.author,
    cards: deck.cards,
    champion: deck.championId,
    code: codeOf(deck.cards, deck.championId),
    visibility: deck.visibility ?? 'public',
    version: deck.version,
    views: deck.views,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
  };
}

// A search served from the cache hands out the same deck objects again: each one's view
// (its code is checked and encoded, the costly part of a cached answer) is worked out once.
const listedViews = new WeakMap<ListedDeck, ReturnType<typeof deckView>>();
function listedView(deck: ListedDeck) {
  let view = listedViews.get(deck);
  if (!view) listedViews.set(deck, (view = deckView(deck)));
  return view;
}

/** The deck's code, or null for a deck that is no longer valid (e.g. after a data change). */
function codeOf(cards: readonly string[], championId: string | null): string | null {
  return validateDeck(cards, championId).ok ? encodeDeck(cards, championId) : null;
}

function notFound(): never {
  throw deckNotFound();
}

function forbidden(): never {
  throw new ApiError(403, 'token-forbidden', 'This edit token does not open this deck.', { field: 'token' });
}

const checkedId = (id: string): string => parseInput(deckIdParam, id, deckIdRefusal);

/** POST /api/decks */
export const createDeck = (request: Request, { store, limiter }: DeckApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    const { unique } = parseInput(deckCreateQuery, queryObject(new URL(request.url).searchParams), badParam);
    const { name, description, author, cards, championId, visibility } = parseInput(
      deckCreateBody,
      await readJsonBody(request),
      deckBodyRefusal,
    );
    await requireDeckChampion(store, championId);
    const same = unique ? await store.decks.findSame(cards!, championId ?? null) : null;
    if (same)
      throw new ApiError(409, 'same-deck', 'An identical deck (same cards and Champion) is already shared.', {
        field: 'cards',
        data: { existing: deckView(same) },
      });
    const { id, token, record } = await store.decks.create({
      name: name!,
      description: description!,
      author: author!,
      cards: cards!,
      championId: championId ?? null,
      visibility,
    });
    const view = deckView(record);
    return jsonResponse(
      { id, code: view.code, url: view.url, editUrl: `/decks/${id}/edit#token=${token}`, token, version: 1 },
      201,
      { location: view.url },
    );
  });

/** The saved deck, counting a view only on this viewer's first look at it today (lib/api/viewLedger.ts). */
export async function readCountingOnce(store: Store, id: string, viewer: string): Promise<SavedDeck | null> {
  const deck = deckIdParam.safeParse(id).success ? await store.decks.get(id) : null;
  if (!deck || !(await viewLedger(store.counters).firstView(id, viewer))) return deck;
  return (await store.decks.incrementViews(id)) ?? deck;
}

/** GET /api/decks/<id> */
export const readDeck = (request: Request, id: string, { store }: DeckApiContext) =>
  guarded(async () => {
    const deck = await readCountingOnce(store, id, clientKey(request));
    return deck ? jsonResponse(deckView(deck)) : notFound();
  });

/**
 * PUT /api/decks/<id> with the edit token; absent fields keep their value. A PUT that changes
 * nothing answers the current version instead of adding one to the history.
 */
export const updateDeck = (request: Request, id: string, { store, limiter }: DeckApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    checkedId(id);
    const token = requireEditToken(request);
    const { baseVersion, ...changes } = parseInput(deckUpdateBody, await readJsonBody(request), deckBodyRefusal);
    let result;
    // Without a baseVersion, a concurrent edit between reading and writing is merged again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await store.decks.get(id);
      if (!current) notFound();
      const { id: _id, version, views: _views, createdAt: _c, updatedAt: _u, ...snapshot } = current;
      const next = { ...snapshot, ...changes };
      if ((baseVersion === undefined || baseVersion === version) && !diffDeckVersions(current, next).changed) {
        if (!(await store.decks.opens(id, token))) forbidden();
        return jsonResponse(deckView(current));
      }
      if (next.championId !== current.championId) await requireDeckChampion(store, next.championId);
      result = await store.decks.update(id, token, next, { baseVersion: baseVersion ?? version });
      if (result.ok || result.reason !== 'conflict' || baseVersion !== undefined) break;
    }
    if (!result) notFound();
    if (result.ok) return jsonResponse(deckView(result.record));
    if (result.reason === 'forbidden') forbidden();
    if (result.reason === 'conflict') {
      throw new ApiError(
        409,
        'conflict',
        `The deck changed meanwhile: it is now at version ${result.currentVersion}.`,
        { field: 'baseVersion', data: { currentVersion: result.currentVersion } },
      );
    }
    return notFound();
  });

/** DELETE /api/decks/<id> with the edit token: the deck and its history are gone (its code still works). */
export const deleteDeck = (request: Request, id: string, { store, limiter }: DeckApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    checkedId(id);
    const token = requireEditToken(request);
    const result = await store.decks.remove(id, token);
    if (result.ok) return new Response(null, { status: 204 });
    return result.reason === 'forbidden' ? forbidden() : notFound();
  });

/** GET /api/decks/<id>/token with the edit token: 204 when it opens the deck (the edit page asks before showing the builder). */
export const checkDeckToken = (request: Request, id: string, { store }: DeckApiContext) =>
  guarded(async () => {
    checkedId(id);
    const token = requireEditToken(request);
    if (await store.decks.opens(id, token))
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    return (await store.decks.get(id)) ? forbidden() : notFound();
  });

/** GET /api/decks?q=&sort=newest|views&limit=&offset=: one entry per content; `total` counts up to DECK_LIST_CAP, `more` beyond; `partial` when only the newest decks were read. */
export const listDecks = (request: Request, { store }: DeckApiContext) =>
  guarded(async () => {
    const {
      q: query,
      sort,
      limit,
      offset,
    } = parseInput(deckListQuery, queryObject(new URL(request.url).searchParams), deckListRefusal);
    const { items, total, more, partial, queryErrors, queryUnderstood, cached } = await store.decks.list({
      query,
      sort,
      limit,
      offset,
    });
    // As on the gallery page: a part not understood is left out and named; nothing understood is a 400.
    if (!queryUnderstood)
      throw new ApiError(400, 'bad-param', queryErrors.map((e) => e.message).join(' '), {
        field: 'q',
        data: { terms: queryErrors.map((e) => e.term) },
      });
    const warnings = queryErrors.map(({ term, message }) => ({ term, message }));
    // x-search-cache tells load tests and operators whether the search ran (lib/db/searchCache.ts);
    // x-cache is the page cache's of scripts/serve, which never keeps this no-store answer.
    return jsonResponse(
      { items: items.map(listedView), total, more, partial, limit, offset, sort, q: query, warnings },
      200,
      { 'x-search-cache': cached ? 'hit' : 'miss' },
    );
  });

/** GET /api/decks/<id>/history: every version, each with its changes from the one before. */
export const deckHistory = (id: string, { store }: DeckApiContext) =>
  guarded(async () => {
    const versions = await store.decks.history(checkedId(id));
    if (!versions) notFound();
    return jsonResponse({
      id,
      versions: versions.map(({ championId, ...version }, i) => ({
        ...version,
        champion: championId,
        code: codeOf(version.cards, championId),
        changes: i === 0 ? null : diffDeckVersions(versions[i - 1], versions[i]),
      })),
    });
  });

/** GET /api/deck-codes/<code> */
export const readDeckCode = (code: string, { store }: Pick<DeckApiContext, 'store'>) =>
  guarded(async () => {
    const decoded = decodeDeck(code);
    if (!decoded.ok)
      throw new ApiError(400, 'invalid-code', decoded.error.message, {
        field: 'code',
        data: { reason: decoded.error.code },
      });
    const champion = decoded.championId ?? null;
    await requireDeckChampion(store, champion);
    return jsonResponse({
      code: encodeDeck(decoded.cards, champion),
      cards: decoded.cards,
      champion,
      cardDetails: decoded.cards.map((slug) => getCard(slug)),
    });
  });
