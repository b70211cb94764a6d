import { parseDeckInput } from '@/lib/decks';
import type { Visibility } from '@/lib/decks/visibility';
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
  /** Absent: public on create, unchanged on an edit. */
  visibility?: Visibility;
}

export type SaveOutcome =
  | { ok: true; kind: 'created'; id: string; url: string; editUrl: string; token: string; code: string }
  | { ok: true; kind: 'updated' | 'unchanged'; id: string; url: string; version: number; code: string };

/** `conflict`: the deck has a newer version than the one edited; `same`: an identical deck is shared already. */
export type SaveRefusal = { ok: false; message: string; conflict?: true; same?: { url: string; name: string } };

/**
 * Sends the deck to the JSON API; every refusal comes back as one sentence in the reader's
 * language, chosen by the API's error code (the server's English sentence is never shown).
 * The fields are checked here first with the API's own rules, so most refusals never travel.
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
    response = await fetcher(
      edit ? `/api/decks/${encodeURIComponent(edit.id)}` : copy ? '/api/decks' : '/api/decks?unique=1',
      {
        method: edit ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json', ...(edit ? { authorization: `Bearer ${edit.token}` } : {}) },
        body: JSON.stringify(body),
      },
    );
  } catch {
    return { ok: false, message: t('saveNetwork') };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) return refusal(data, response.status, payload, edit !== undefined, locale);
  if (!edit)
    return {
      ok: true,
      kind: 'created',
      id: String(data.id),
      url: String(data.url),
      editUrl: String(data.editUrl),
      token: String(data.token),
      code: String(data.code),
    };
  const version = Number(data.version);
  return {
    ok: true,
    kind: version === edit.baseVersion ? 'unchanged' : 'updated',
    id: edit.id,
    url: String(data.url),
    version,
    code: String(data.code),
  };
}

/** The API's refusal (`{ error, code, field?, …data }`) as one sentence, by its code. */
function refusal(
  data: Record<string, unknown>,
  status: number,
  payload: DeckPayload,
  editing: boolean,
  locale: Locale,
): SaveRefusal {
  const t = createT(decksMessages, locale);
  switch (data.code) {
    case 'token-forbidden':
      return { ok: false, message: t('editTokenForbidden') };
    case 'conflict':
      return { ok: false, conflict: true, message: t('editConflict', { version: String(data.currentVersion ?? '?') }) };
    case 'champion-missing':
      return { ok: false, message: t('saveChampionMissing', { id: String(data.champion ?? payload.champion ?? '') }) };
    case 'rate-limited':
      return { ok: false, message: t('saveTooMany', { seconds: String(data.retryAfter ?? 60) }) };
    case 'cross-site':
      return { ok: false, message: t('saveCrossSite') };
    case 'invalid-deck': {
      const { error, field, reason, limit, length, rules } = data as Record<string, never>;
      return {
        ok: false,
        message: deckInputErrorText({ ok: false, error, field, code: reason, limit, length, rules }, locale),
      };
    }
    case 'same-deck': {
      const existing = data.existing as { url?: unknown; name?: unknown } | undefined;
      if (!existing) break;
      const same = { url: String(existing.url), name: String(existing.name || t('untitled')) };
      return { ok: false, message: t('saveSameExists', { name: same.name }), same };
    }
    case 'not-found':
      if (editing) return { ok: false, message: t('saveDeckGone') };
  }
  return { ok: false, message: t('saveRefused', { status }) };
}
