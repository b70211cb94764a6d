import { loadChampion } from '@/lib/champions/http/handlers';
import { readJsonBody } from '@/lib/db/http/body';
import { clientKey, editToken } from '@/lib/db/http/client';
import { deckView } from '@/lib/db/http/deckHandlers';
import { errorResponse, jsonResponse } from '@/lib/db/http/errors';
import type { SavedDeck } from '@/lib/db/decks';
import type { Store } from '@/lib/db/store';
import { CHAMPION_ID_PATTERN, diffDeckVersions, parseDeckInput } from '@/lib/decks';
import { deckViewLedger } from '@/lib/decks/viewLedger';

/**
 * The request's JSON body, read once, and a fresh copy of the request for the shared handlers
 * (lib/db/http/deckHandlers), which read it again. (A clone() of a large body stalls: its two
 * branches share one buffer.) An unreadable body gets the handlers' own answer (400, 413).
 */
export async function readOnce(request: Request): Promise<{ body: unknown; request: Request } | Response> {
  let body: unknown;
  try {
    body = await readJsonBody(request);
  } catch (error) {
    return errorResponse(error);
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return { body, request: new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) }) };
}

const fields = (body: unknown) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null);

/** 422 when the deck names a Champion that cannot be loaded: such a deck cannot be played or printed. */
export async function refuseMissingChampion(body: unknown, store: Store): Promise<Response | null> {
  const champion = fields(body)?.champion;
  if (typeof champion !== 'string' || !CHAMPION_ID_PATTERN.test(champion)) return null;
  if ((await loadChampion(store, champion)).ok) return null;
  return jsonResponse({ error: `No saved Champion has the id "${champion}": attach an existing Champion, or none.`, field: 'champion' }, 422);
}

/**
 * Whether `token` opens the deck, without writing: an update with an impossible base version
 * checks the token first and then stops at the version conflict (the store has no read-only
 * token check; this is the same code path a PUT takes).
 */
export async function tokenOpensDeck(store: Store, deck: SavedDeck, token: string | null): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const { name, description, author, cards, championId } = deck;
  const result = await store.decks.update(deck.id, token, { name, description, author, cards, championId }, { baseVersion: -1 });
  return !result.ok && result.reason === 'conflict';
}

/** A PUT that changes nothing (`{}`, or the same values) answers the current version instead of adding one. */
export async function answerUnchanged(request: Request, body: unknown, id: string, store: Store): Promise<Response | null> {
  const parsed = parseDeckInput(body, true);
  if (!parsed.ok) return null;
  const current = await store.decks.get(id);
  if (!current) return null;
  const { baseVersion, ...changes } = parsed.value;
  if (baseVersion !== undefined && baseVersion !== current.version) return null;
  if (diffDeckVersions(current, { ...current, ...changes }).changed) return null;
  // A wrong token is the handler's to refuse, with the same answer as for a real change.
  if (!(await tokenOpensDeck(store, current, editToken(request)))) return null;
  return jsonResponse(deckView(current));
}

const ID = /^[A-Za-z0-9_-]{4,32}$/;

/** The saved deck, counting a view only on this viewer's first look at it today. */
export async function readCountingOnce(store: Store, id: string, viewer: string): Promise<SavedDeck | null> {
  const deck = ID.test(id) ? await store.decks.get(id) : null;
  if (!deck || !deckViewLedger().firstView(id, viewer)) return deck;
  return (await store.decks.incrementViews(id)) ?? deck;
}

/** GET /api/decks/<id>: the deck; a viewer counts once per day. */
export async function readDeckOnce(request: Request, id: string, store: Store): Promise<Response> {
  const deck = await readCountingOnce(store, id, clientKey(request));
  return deck ? jsonResponse(deckView(deck)) : jsonResponse({ error: 'No saved deck has this id.' }, 404);
}
