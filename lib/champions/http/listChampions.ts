import { readStoredChampion } from '../stored';
import { fail, guarded, json, type ChampionApiContext } from './handlers';
import { championView } from './view';

const LIST_LIMIT = { default: 24, max: 60 };

function listParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): { ok: true; value: number } | { ok: false; response: Response } {
  const raw = params.get(name);
  const value = raw === null || raw === '' ? fallback : Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return { ok: true, value };
  return { ok: false, response: fail(400, name, 'errListParam', { name, min, max }) };
}

/** GET /api/champions?limit=&offset=: newest first. */
export const listChampions = (request: Request, { store }: ChampionApiContext) =>
  guarded(async () => {
    const params = new URL(request.url).searchParams;
    const limit = listParam(params, 'limit', LIST_LIMIT.default, 1, LIST_LIMIT.max);
    const offset = listParam(params, 'offset', 0, 0, 100_000);
    if (!limit.ok) return limit.response;
    if (!offset.ok) return offset.response;
    const { items, total } = await store.champions.list({ sort: 'newest', limit: limit.value, offset: offset.value });
    const views = items.flatMap((record) => {
      const sheet = readStoredChampion(record);
      return sheet ? [championView(record, sheet)] : [];
    });
    return json({ items: views, total, limit: limit.value, offset: offset.value });
  });
