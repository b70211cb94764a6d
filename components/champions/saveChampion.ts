import type { FieldError } from '@/lib/champions/types';
import type { Visibility } from '@/lib/decks/visibility';
import { championApiErrors, championNetworkError } from './championApiError';
import type { ForgeDerived, ForgePicture } from './forgeModel';
import type { ForgeMode } from './ChampionForge';

/** `created`: a first save, with the edit token the server shows only this once. */
export type SaveResult =
  { ok: true; url: string; created?: { id: string; token: string } } | { ok: false; errors: FieldError[] };

/** Sends the design and the picture file as multipart (PUT with the token when editing). */
export async function saveChampion(
  mode: ForgeMode,
  fields: ForgeDerived['payload'] & { visibility: Visibility },
  picture: ForgePicture | null,
  removePicture: boolean,
): Promise<SaveResult> {
  const form = new FormData();
  // An edit names the version it started from, so that it cannot silently overwrite a newer one.
  form.set('design', JSON.stringify(mode.kind === 'edit' ? { ...fields, baseVersion: mode.version } : fields));
  if (picture?.file) form.set('picture', picture.file);
  if (removePicture) form.set('removePicture', '1');
  const edit = mode.kind === 'edit';
  let response: Response;
  try {
    response = await fetch(edit ? `/api/champions/${mode.id}` : '/api/champions', {
      method: edit ? 'PUT' : 'POST',
      body: form,
      headers: edit ? { authorization: `Bearer ${mode.token}` } : {},
    });
  } catch {
    return { ok: false, errors: [championNetworkError] };
  }
  const body = await response.json().catch(() => ({}));
  if (response.ok)
    return edit
      ? { ok: true, url: body.url }
      : { ok: true, url: body.url, created: { id: body.id, token: body.token } };
  return { ok: false, errors: championApiErrors(body, response.status) };
}
