import type { SavedChampion } from '../../db/champions';
import { clientKey, editToken, limitWrites } from '../../db/http/client';
import { HttpError } from '../../db/http/errors';
import type { RateLimiter } from '../../db/http/rateLimit';
import { viewLedger } from '../../db/http/viewLedger';
import type { Store } from '../../db/store';
import { CHAMPION_ID_PATTERN } from '../../decks/validate';
import { processChampionPicture } from '../image';
import { bilingual, type ChampionMessageKey } from '../messages';
import { pictureUrl } from '../../print/face/pictureUrl';
import { readStoredChampion, toStoredDesign, type ChampionSheet } from '../stored';
import type { FieldError } from '../types';
import { checkSubmission, type CheckedChampion } from './checkSubmission';
import { readBaseVersion, unknownField } from './requestFields';
import { readBounded, readSubmission, uploadTooLarge, UPLOAD_MAX_BYTES } from './submission';
import { championUrl, championView } from './view';

export interface ChampionApiContext {
  store: Store;
  limiter: RateLimiter | null;
}

export function errorsResponse(status: number, errors: FieldError[], headers: Record<string, string> = {}): Response {
  return Response.json({ error: errors[0]?.message, errors }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export const fail = (status: number, field: string, key: ChampionMessageKey, vars?: Record<string, string | number>) => errorsResponse(status, [{ field, ...bilingual(key, vars) }]);
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** Runs a handler; a rate-limit refusal becomes its 429, anything unexpected a bare 500. */
export async function guarded(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) return errorsResponse(error.status, [{ field: error.field ?? 'request', message: error.message, messageFr: error.messageFr ?? error.message }], error.headers);
    console.error(error);
    return json({ error: 'Internal error: nothing was saved.' }, 500);
  }
}

/** A saved Champion by id (null if none; `sheet` null if it no longer passes the rules). */
export async function findChampion(store: Store, id: string): Promise<{ record: SavedChampion; sheet: ChampionSheet | null } | null> {
  const record = CHAMPION_ID_PATTERN.test(id) ? await store.champions.get(id) : null;
  return record && { record, sheet: readStoredChampion(record) };
}

/** A saved Champion and its drawable sheet, or the response that says why not. */
export async function loadChampion(store: Store, id: string): Promise<{ ok: true; record: SavedChampion; sheet: ChampionSheet } | { ok: false; response: Response }> {
  const found = await findChampion(store, id);
  if (!found) return { ok: false, response: fail(404, 'id', 'errNotFound') };
  if (!found.sheet) return { ok: false, response: fail(500, 'design', 'errUnreadable') };
  return { ok: true, record: found.record, sheet: found.sheet };
}

function storedInput(checked: CheckedChampion, keptPicture: ChampionSheet['picture']) {
  const picture = checked.picture === undefined ? keptPicture : checked.picture && { width: checked.picture.width, height: checked.picture.height };
  return {
    name: checked.design.name,
    author: checked.author,
    design: toStoredDesign(checked.design, checked.framing, picture),
    ...(checked.picture === undefined ? {} : { picture: checked.picture && { mime: 'image/png', bytes: checked.picture.bytes } }),
  };
}

type Checked = { ok: true; value: CheckedChampion; baseVersion?: number } | { ok: false; response: Response };

async function checkedFrom(request: Request, kind: 'create' | 'update'): Promise<Checked> {
  const submission = await readSubmission(request);
  if (!submission.ok) return { ok: false, response: errorsResponse(submission.status, submission.errors) };
  const { fields } = submission.value;
  const unknown = unknownField(fields, kind);
  if (unknown) return { ok: false, response: errorsResponse(400, [unknown]) };
  const base = readBaseVersion(fields, new URL(request.url).searchParams);
  if (!base.ok) return { ok: false, response: errorsResponse(400, [base.error]) };
  const checked = await checkSubmission(submission.value);
  return checked.ok ? { ...checked, baseVersion: base.baseVersion } : { ok: false, response: errorsResponse(400, checked.errors) };
}

/** POST /api/champions: 201 {id, url, editUrl, token}; the token is shown once, only its hash is kept. */
export const createChampion = (request: Request, { store, limiter }: ChampionApiContext) =>
  guarded(async () => {
    limitWrites(request, limiter);
    const checked = await checkedFrom(request, 'create');
    if (!checked.ok) return checked.response;
    const { id, token } = await store.champions.create(storedInput(checked.value, null));
    const url = championUrl(id);
    return json({ id, url, editUrl: `${url}/edit?token=${token}`, token, version: 1, warnings: checked.value.warnings }, 201, { location: url });
  });

/** GET /api/champions/<id>: a viewer counts once a day (lib/db/http/viewLedger.ts). */
export const readChampion = (request: Request, id: string, { store }: ChampionApiContext) =>
  guarded(async () => {
    const loaded = await loadChampion(store, id);
    if (!loaded.ok) return loaded.response;
    const counted = viewLedger().firstView(`champion:${id}`, clientKey(request)) && (await store.champions.incrementViews(id));
    return json(championView(counted || loaded.record, loaded.sheet));
  });

/**
 * PUT /api/champions/<id> with the edit token: a new version; a picture left out is kept. With a
 * baseVersion (body or address) an edit made from an older version is refused with 409.
 */
export const updateChampion = (request: Request, id: string, { store, limiter }: ChampionApiContext) =>
  guarded(async () => {
    limitWrites(request, limiter);
    const loaded = await loadChampion(store, id);
    if (!loaded.ok) return loaded.response;
    const token = editToken(request);
    if (!token) return fail(401, 'token', 'errTokenMissing');
    // Before the body: a wrong token must not get a picture decoded for it.
    if (!(await store.champions.opens(id, token))) return fail(403, 'token', 'errTokenWrong');
    const checked = await checkedFrom(request, 'update');
    if (!checked.ok) return checked.response;
    const result = await store.champions.update(id, token, storedInput(checked.value, loaded.sheet.picture), { baseVersion: checked.baseVersion });
    if (result.ok) {
      const sheet = readStoredChampion(result.record);
      return sheet ? json({ ...championView(result.record, sheet), warnings: checked.value.warnings }) : fail(500, 'design', 'errUnreadable');
    }
    if (result.reason === 'forbidden') return fail(403, 'token', 'errTokenWrong');
    if (result.reason === 'conflict') return fail(409, 'baseVersion', 'errConflict', { version: result.currentVersion ?? '?' });
    return fail(404, 'id', 'errNotFound');
  });

/** GET /api/champions/<id>/picture: the stored PNG. */
export const championPicture = (id: string, { store }: ChampionApiContext) =>
  guarded(async () => {
    const record = CHAMPION_ID_PATTERN.test(id) ? await store.champions.get(id) : null;
    if (!record) return fail(404, 'id', 'errNotFound');
    const picture = record.pictureSha ? await store.champions.getPicture(record.pictureSha) : null;
    if (!picture) return fail(404, 'picture', 'errNoPicture');
    return new Response(new Blob([picture.bytes as Uint8Array<ArrayBuffer>], { type: picture.mime }), {
      headers: { 'content-type': picture.mime, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
    });
  });

/** POST /api/champions/check-picture: the server's verdict on a picture, and the PNG it would keep. */
export const checkPicture = (request: Request, { limiter }: Pick<ChampionApiContext, 'limiter'>) =>
  guarded(async () => {
    // Decoding pictures costs CPU: checks share the write budget.
    limitWrites(request, limiter);
    const body = await readBounded(request, UPLOAD_MAX_BYTES);
    if (!body.ok) return errorsResponse(413, [uploadTooLarge(body.size)]);
    const processed = await processChampionPicture(body.bytes);
    if (!processed.ok) {
      const { code: _code, ...message } = processed.error;
      return errorsResponse(400, [{ field: 'picture', ...message }]);
    }
    const { width, height, warnings } = processed;
    return json({ width, height, warnings, dataUrl: pictureUrl({ mime: 'image/png', bytes: processed.bytes, width, height, zoom: 1, offsetX: 0, offsetY: 0 }) });
  });
