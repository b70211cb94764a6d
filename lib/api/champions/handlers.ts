import { processChampionPicture } from '../../champions/image';
import { readStoredChampion, toStoredDesign, type ChampionSheet } from '../../champions/stored';
import { pictureUrl } from '../../print/face/pictureUrl';
import { admitWrite, clientKey, requireEditToken } from '../client';
import { decodeGate } from '../decodeGate';
import { guarded, jsonResponse } from '../errors';
import type { ApiContext } from '../context';
import { viewLedger } from '../viewLedger';
import { championNotFound } from '../schemas/ids';
import { checkSubmission, type CheckedChampion } from './checkSubmission';
import { championIdOf, loadChampion } from './find';
import { championError, fieldErrors } from './errors';
import { readBaseVersion, unknownField } from './requestFields';
import { readSubmission, readUpload } from './submission';
import { championUrl, championView } from './view';

export type ChampionApiContext = ApiContext;

export { championIdOf, findChampion, loadChampion } from './find';

function storedInput(checked: CheckedChampion, keptPicture: ChampionSheet['picture']) {
  const picture =
    checked.picture === undefined
      ? keptPicture
      : checked.picture && { width: checked.picture.width, height: checked.picture.height };
  return {
    name: checked.design.name,
    author: checked.author,
    design: toStoredDesign(checked.design, checked.framing, picture),
    visibility: checked.visibility,
    ...(checked.picture === undefined
      ? {}
      : { picture: checked.picture && { mime: 'image/png', bytes: checked.picture.bytes } }),
  };
}

async function checkedFrom(
  request: Request,
  kind: 'create' | 'update',
): Promise<CheckedChampion & { baseVersion?: number }> {
  const submission = await readSubmission(request);
  const unknown = unknownField(submission.fields, kind);
  if (unknown) throw fieldErrors(400, 'invalid-champion', [unknown]);
  const base = readBaseVersion(submission.fields, new URL(request.url).searchParams);
  if (!base.ok) throw fieldErrors(400, 'invalid-champion', [base.error]);
  const checked = await checkSubmission(submission);
  if (!checked.ok)
    throw fieldErrors(
      400,
      checked.errors.every((e) => e.field === 'picture') ? 'invalid-picture' : 'invalid-champion',
      checked.errors,
    );
  return { ...checked.value, baseVersion: base.baseVersion };
}

/** POST /api/champions: 201 {id, url, editUrl, token}; the token is shown once, only its hash is kept. */
export const createChampion = (request: Request, { store, limiter }: ChampionApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    const checked = await checkedFrom(request, 'create');
    const { id, token } = await store.champions.create(storedInput(checked, null));
    const url = championUrl(id);
    return jsonResponse(
      { id, url, editUrl: `${url}/edit#token=${token}`, token, version: 1, warnings: checked.warnings },
      201,
      { location: url },
    );
  });

/** GET /api/champions/<id>: a viewer counts once a day (lib/api/viewLedger.ts). */
export const readChampion = (request: Request, id: string, { store }: ChampionApiContext) =>
  guarded(async () => {
    const loaded = await loadChampion(store, id);
    const counted =
      (await viewLedger(store.counters).firstView(`champion:${id}`, clientKey(request))) &&
      (await store.champions.incrementViews(id));
    return jsonResponse(championView(counted || loaded.record, loaded.sheet));
  });

/**
 * PUT /api/champions/<id> with the edit token: a new version; a picture left out is kept. With a
 * baseVersion (body or address) an edit made from an older version is refused with 409.
 */
export const updateChampion = (request: Request, id: string, { store, limiter }: ChampionApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    const loaded = await loadChampion(store, id);
    const token = requireEditToken(request);
    const forbidden = () => championError(403, 'token-forbidden', 'token', 'errTokenWrong');
    // Before the body: a wrong token must not get a picture decoded for it.
    if (!(await store.champions.opens(id, token))) throw forbidden();
    const checked = await checkedFrom(request, 'update');
    const result = await store.champions.update(id, token, storedInput(checked, loaded.sheet.picture), {
      baseVersion: checked.baseVersion,
    });
    if (result.ok) {
      const sheet = readStoredChampion(result.record);
      if (!sheet) throw championError(500, 'champion-unreadable', 'design', 'errUnreadable');
      return jsonResponse({ ...championView(result.record, sheet), warnings: checked.warnings });
    }
    if (result.reason === 'forbidden') throw forbidden();
    if (result.reason === 'conflict') {
      throw championError(
        409,
        'conflict',
        'baseVersion',
        'errConflict',
        { version: result.currentVersion ?? '?' },
        { currentVersion: result.currentVersion },
      );
    }
    throw championNotFound();
  });

/**
 * DELETE /api/champions/<id> with the edit token: the Champion and its history are gone. Decks
 * naming it then say their Champion is missing, as for any id that opens nothing.
 */
export const deleteChampion = (request: Request, id: string, { store, limiter }: ChampionApiContext) =>
  guarded(async () => {
    await admitWrite(request, limiter);
    const token = requireEditToken(request);
    const result = await store.champions.remove(id, token);
    if (result.ok) return new Response(null, { status: 204 });
    throw result.reason === 'forbidden'
      ? championError(403, 'token-forbidden', 'token', 'errTokenWrong')
      : championError(404, 'not-found', 'id', 'errNotFound');
  });

/** GET /api/champions/<id>/token with the edit token: 204 when it opens the Champion (the edit page asks before showing the form). */
export const checkChampionToken = (request: Request, id: string, { store }: ChampionApiContext) =>
  guarded(async () => {
    await loadChampion(store, id);
    const token = requireEditToken(request);
    if (!(await store.champions.opens(id, token)))
      throw championError(403, 'token-forbidden', 'token', 'errTokenWrong');
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  });

/** GET /api/champions/<id>/picture: the stored PNG. */
export const championPicture = (id: string, { store }: ChampionApiContext) =>
  guarded(async () => {
    const record = await store.champions.get(championIdOf(id));
    if (!record) throw championNotFound();
    const picture = record.pictureSha ? await store.champions.getPicture(record.pictureSha) : null;
    if (!picture) throw championError(404, 'no-picture', 'picture', 'errNoPicture');
    return new Response(new Blob([picture.bytes as Uint8Array<ArrayBuffer>], { type: picture.mime }), {
      headers: {
        'content-type': picture.mime,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  });

/** POST /api/champions/check-picture: the server's verdict on a picture, and the PNG it would keep. */
export const checkPicture = (request: Request, { limiter }: Pick<ChampionApiContext, 'limiter'>) =>
  guarded(async () => {
    // Decoding pictures costs CPU: checks share the write budget.
    await admitWrite(request, limiter);
    const bytes = await readUpload(request);
    const processed = await decodeGate().run(() => processChampionPicture(bytes));
    if (!processed.ok) {
      const { code: _code, ...message } = processed.error;
      throw fieldErrors(400, 'invalid-picture', [{ field: 'picture', ...message }]);
    }
    const { width, height, warnings } = processed;
    return jsonResponse({
      width,
      height,
      warnings,
      dataUrl: pictureUrl({
        mime: 'image/png',
        bytes: processed.bytes,
        width,
        height,
        zoom: 1,
        offsetX: 0,
        offsetY: 0,
      }),
    });
  });
