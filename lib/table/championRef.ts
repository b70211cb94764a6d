import type { Card } from '../cards';
import { CHAMPION_ID_PATTERN } from '../decks';

/** A Champion id from an id or any link ending with /champions/<id> (an /edit suffix and query ignored). */
export function parseChampionRef(input: string): string | null {
  const text = input.trim();
  const fromLink = text.match(/champions\/([A-Za-z0-9_-]+)/);
  const id = fromLink ? fromLink[1] : text;
  return CHAMPION_ID_PATTERN.test(id) ? id : null;
}

/** GET /api/champions/<id>: the Champion as an inline card, or the API's reason. */
export async function fetchChampion(id: string): Promise<{ ok: true; card: Card } | { ok: false; message: string }> {
  try {
    const res = await fetch(`/api/champions/${encodeURIComponent(id)}`);
    const body = await res.json().catch(() => null);
    if (res.ok && body?.card) return { ok: true, card: body.card as Card };
    return { ok: false, message: body?.errors?.[0]?.message ?? body?.error ?? `HTTP ${res.status}` };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
