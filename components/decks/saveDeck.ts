import { parseDeckInput } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { deckInputErrorText } from './deckInputErrorText';

export interface DeckPayload {
  name: string;
  description: string;
  author: string;
  cards: string[];
  champion: string | null;
}

export type SaveOutcome =
  | { ok: true; kind: 'created'; id: string; url: string; editUrl: string; code: string }
  | { ok: true; kind: 'updated' | 'unchanged'; id: string; url: string; version: number; code: string };

/** `conflict`: the deck has a newer version than the one edited; `same`: an identical deck is shared already. */
export type SaveRefusal = { ok: false; message: string; conflict?: true; same?: { url: string; name: string } };

/**
 * Sends the deck to the JSON API; every refusal comes back as one sentence in the reader's
 * language. The fields are checked here first with the API's own rules, so their refusals
 * are translated; the server's English text is only the last resort for the unforeseen.
 */
export async function saveDeck(
  payload: DeckPayload,
  edit: { id: string; token: string; baseVersion: number } | undefined,
  locale: Locale,
  fetcher: typeof fetch = fetch,
  /** A new deck identical to a shared one is offered instead, unless the player asked for a copy. */
  { copy = false }: { copy?: boolean } = {},
): Promise<SaveOutcome | SaveRefusal> {
  const t = createT(decksMessages, locale);
  const checked = parseDeckInput(payload);
  if (!checked.ok) return { ok: false, message: deckInputErrorText(checked, locale) };
  const body = { ...payload, ...(edit ? { baseVersion: edit.baseVersion } : {}) };
  let response: Response;
  try {
    response = await fetcher(edit ? `/api/decks/${encodeURIComponent(edit.id)}` : copy ? '/api/decks' : '/api/decks?unique=1', {
      method: edit ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(edit ? { authorization: `Bearer ${edit.token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: t('saveNetwork') };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 403) return { ok: false, message: t('editTokenForbidden') };
  const existing = data.existing as { url?: unknown; name?: unknown } | undefined;
  if (response.status === 409 && data.code === 'same-deck' && existing) {
    const same = { url: String(existing.url), name: String(existing.name || t('untitled')) };
    return { ok: false, message: t('saveSameExists', { name: same.name }), same };
  }
  if (response.status === 409) return { ok: false, conflict: true, message: t('editConflict', { version: String(data.error ?? '').match(/\d+/)?.[0] ?? '?' }) };
  if (response.status === 422 && data.field === 'champion') return { ok: false, message: t('saveChampionMissing', { id: payload.champion ?? '' }) };
  if (response.status === 429) return { ok: false, message: t('saveTooMany', { seconds: response.headers.get('retry-after') ?? '60' }) };
  if (response.status === 404 && edit) return { ok: false, message: t('saveDeckGone') };
  // The server's own words are English: a French page says what it can without them.
  const reason = locale === 'en' && typeof data.error === 'string' ? data.error : null;
  if (!response.ok) return { ok: false, message: reason ? t('saveFailed', { reason }) : t('saveRefused', { status: response.status }) };
  if (!edit) return { ok: true, kind: 'created', id: String(data.id), url: String(data.url), editUrl: String(data.editUrl), code: String(data.code) };
  const version = Number(data.version);
  return { ok: true, kind: version === edit.baseVersion ? 'unchanged' : 'updated', id: edit.id, url: String(data.url), version, code: String(data.code) };
}
