import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

export interface DeckPayload {
  name: string;
  description: string;
  author: string;
  cards: string[];
  champion: string | null;
}

export type SaveOutcome =
  | { ok: true; kind: 'created'; id: string; url: string; editUrl: string; code: string }
  | { ok: true; kind: 'updated'; id: string; url: string; version: number; code: string };

/** Sends the deck to the JSON API; every refusal comes back as one readable sentence. */
export async function saveDeck(
  payload: DeckPayload,
  edit: { id: string; token: string; baseVersion: number } | undefined,
  locale: Locale,
  fetcher: typeof fetch = fetch,
): Promise<SaveOutcome | { ok: false; message: string }> {
  const t = createT(decksMessages, locale);
  const body = { ...payload, ...(edit ? { baseVersion: edit.baseVersion } : {}) };
  let response: Response;
  try {
    response = await fetcher(edit ? `/api/decks/${encodeURIComponent(edit.id)}` : '/api/decks', {
      method: edit ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(edit ? { authorization: `Bearer ${edit.token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: t('saveNetwork') };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 403) return { ok: false, message: t('editTokenForbidden') };
  if (response.status === 409) return { ok: false, message: t('editConflict', { version: String(data.error ?? '').match(/\d+/)?.[0] ?? '?' }) };
  if (!response.ok) return { ok: false, message: t('saveFailed', { reason: typeof data.error === 'string' ? data.error : `HTTP ${response.status}` }) };
  if (edit) return { ok: true, kind: 'updated', id: edit.id, url: String(data.url), version: Number(data.version), code: String(data.code) };
  return { ok: true, kind: 'created', id: String(data.id), url: String(data.url), editUrl: String(data.editUrl), code: String(data.code) };
}
