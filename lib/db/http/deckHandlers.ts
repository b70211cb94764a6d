import { getCard } from '@/lib/cards';
import { findChampion } from '@/lib/champions/http/handlers';
import { decodeDeck, encodeDeck } from '@/lib/decks/codes';
import { diffDeckVersions } from '@/lib/decks/diff';
import { parseDeckInput } from '@/lib/decks/input';
import { DECK_QUERY_MAX } from '@/lib/decks/query';
import { validateDeck } from '@/lib/decks/validate';
import { DECK_LIST_CAP } from '../deckSearch';
import type { ListedDeck, SavedDeck } from '../decks';
import type { Store } from '../store';
import { readJsonBody } from './body';
import { clientKey, editToken, limitWrites } from './client';
import { errorResponse, HttpError, jsonResponse } from './errors';
import type { RateLimiter } from './rateLimit';
import { viewLedger } from './viewLedger';

export interface DeckApiContext {
  store: Store;
  limiter: RateLimiter | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
const LIST_LIMIT = { default: 24, max: 100 };

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
    version: deck.version,
    views: deck.views,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
  };
}

/** The deck's code, or null for a deck that is no longer valid (e.g. after a data change). */
function codeOf(cards: readonly string[], championId: string | null): string | null {
  return validateDeck(cards, championId).ok ? encodeDeck(cards, championId) : null;
}

function notFound(): never {
  throw new HttpError(404, 'No saved deck has this id.');
}

function forbidden(): never {
  throw new HttpError(403, 'This edit token does not open this deck.', 'token');
}

function checkedId(id: string): string {
  return ID_PATTERN.test(id) ? id : notFound();
}

async function guarded(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    return errorResponse(error);
  }
}

/** A deck naming a Champion that cannot be loaded could be neither played nor printed: 422, nothing stored. */
async function requireChampion(store: Store, championId: string | null | undefined): Promise<void> {
  if (!championId || (await findChampion(store, championId))?.sheet) return;
  throw new HttpError(422, `No saved Champion has the id "${championId}": attach an existing Champion, or none.`, 'champion');
}

/** POST /api/decks */
export const createDeck = (request: Request, { store, limiter }: DeckApiContext) =>
  guarded(async () => {
    limitWrites(request, limiter);
    const parsed = parseDeckInput(await readJsonBody(request));
    if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.field);
    const { name, description, author, cards, championId } = parsed.value;
    await requireChampion(store, championId);
    // ?unique=1 (the deck builder): an identical shared deck is offered instead of a copy.
    const same = new URL(request.url).searchParams.get('unique') === '1' ? await store.decks.findSame(cards!, championId ?? null) : null;
    if (same) return jsonResponse({ error: 'An identical deck (same cards and Champion) is already shared.', code: 'same-deck', field: 'cards', existing: deckView(same) }, 409);
    const { id, token, record } = await store.decks.create({ name: name!, description: description!, author: author!, cards: cards!, championId: championId ?? null });
    const view = deckView(record);
    return jsonResponse({ id, code: view.code, url: view.url, editUrl: `/decks/${id}/edit?token=${token}`, token, version: 1 }, 201, { location: view.url });
  });

/** The saved deck, counting a view only on this viewer's first look at it today (lib/db/http/viewLedger.ts). */
export async function readCountingOnce(store: Store, id: string, viewer: string): Promise<SavedDeck | null> {
  const deck = ID_PATTERN.test(id) ? await store.decks.get(id) : null;
  if (!deck || !viewLedger().firstView(id, viewer)) return deck;
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
    limitWrites(request, limiter);
    checkedId(id);
    const token = editToken(request);
    if (!token) throw new HttpError(401, 'Editing needs the edit token (Authorization: Bearer <token> or ?token=).', 'token');
    const parsed = parseDeckInput(await readJsonBody(request), true);
    if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.field);
    const { baseVersion, ...changes } = parsed.value;
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
      if (next.championId !== current.championId) await requireChampion(store, next.championId);
      result = await store.decks.update(id, token, next, { baseVersion: baseVersion ?? version });
      if (result.ok || result.reason !== 'conflict' || baseVersion !== undefined) break;
    }
    if (!result) notFound();
    if (result.ok) return jsonResponse(deckView(result.record));
    if (result.reason === 'forbidden') forbidden();
    if (result.reason === 'conflict') throw new HttpError(409, `The deck changed meanwhile: it is now at version ${result.currentVersion}.`, 'baseVersion');
    return notFound();
  });

/** DELETE /api/decks/<id> with the edit token: the deck and its history are gone (its code still works). */
export const deleteDeck = (request: Request, id: string, { store, limiter }: DeckApiContext) =>
  guarded(async () => {
    limitWrites(request, limiter);
    checkedId(id);
    const token = editToken(request);
    if (!token) throw new HttpError(401, 'Deleting needs the edit token (Authorization: Bearer <token> or ?token=).', 'token');
    const result = await store.decks.remove(id, token);
    if (result.ok) return new Response(null, { status: 204 });
    return result.reason === 'forbidden' ? forbidden() : notFound();
  });

function intParam(params: URLSearchParams, field: string, fallback: number, min: number, max: number): number {
  const raw = params.get(field);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new HttpError(400, `The ${field} must be a whole number from ${min} to ${max}.`, field);
  return value;
}

/** GET /api/decks?q=&sort=newest|views&limit=&offset=: one entry per content; `total` counts up to DECK_LIST_CAP, `more` beyond; `partial` when only the newest decks were read. */
export const listDecks = (request: Request, { store }: DeckApiContext) =>
  guarded(async () => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('q') ?? '').trim();
    if (query.length > DECK_QUERY_MAX) throw new HttpError(400, `The search is too long: ${DECK_QUERY_MAX} characters at most.`, 'q');
    const sort = params.get('sort') || 'newest';
    if (sort !== 'newest' && sort !== 'views') throw new HttpError(400, 'The sort must be "newest" or "views".', 'sort');
    const limit = intParam(params, 'limit', LIST_LIMIT.default, 1, LIST_LIMIT.max);
    const offset = intParam(params, 'offset', 0, 0, DECK_LIST_CAP);
    const { items, total, more, partial, queryErrors, queryUnderstood } = await store.decks.list({ query, sort, limit, offset });
    // As on the gallery page: a part not understood is left out and named; nothing understood is a 400.
    if (!queryUnderstood) throw new HttpError(400, queryErrors.map((e) => e.message).join(' '), 'q');
    const warnings = queryErrors.map(({ term, message }) => ({ term, message }));
    return jsonResponse({ items: items.map(deckView), total, more, partial, limit, offset, sort, q: query, warnings });
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
export function readDeckCode(code: string): Response {
  const decoded = decodeDeck(code);
  if (!decoded.ok) return jsonResponse({ error: decoded.error.message, field: 'code', reason: decoded.error.code }, 400);
  const champion = decoded.championId ?? null;
  return jsonResponse({
    code: encodeDeck(decoded.cards, champion),
    cards: decoded.cards,
    champion,
    cardDetails: decoded.cards.map((slug) => getCard(slug)),
  });
}
