import type { Card } from '../../cards';
import { CHAMPION_ID_PATTERN } from '../../decks';

/** A Champion id from an id or any link ending with /champions/<id> (an /edit suffix and query ignored). */
export function parseChampionRef(input: string): string | null {
  const text = input.trim();
  const fromLink = text.match(/champions\/([A-Za-z0-9_-]+)/);
  const id = fromLink ? fromLink[1] : text;
  return CHAMPION_ID_PATTERN.test(id) ? id : null;
}

/** Why a Champion could not be loaded: no saved Champion has the id (404, or an id the server refuses), or the server or network failed. */
export type ChampionFailure = 'not-found' | 'unavailable';

export function championFailure(status: number): ChampionFailure {
  return status === 404 || status === 400 ? 'not-found' : 'unavailable';
}

/** GET /api/champions/<id>: the Champion as an inline card, or why not (the page words it in the reader's language). */
export async function fetchChampion(
  id: string,
): Promise<{ ok: true; card: Card } | { ok: false; reason: ChampionFailure }> {
  try {
    const res = await fetch(`/api/champions/${encodeURIComponent(id)}`);
    const body = await res.json().catch(() => null);
    if (res.ok && body?.card) return { ok: true, card: body.card as Card };
    return { ok: false, reason: championFailure(res.ok ? 500 : res.status) };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
