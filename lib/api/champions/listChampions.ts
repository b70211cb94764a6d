import { readStoredChampion } from '../../champions/stored';
import { guarded, jsonResponse } from '../errors';
import { championError } from './errors';
import type { ChampionApiContext } from './handlers';
import { championView } from './view';

const LIST_LIMIT = { default: 24, max: 60 };

function listParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params.get(name);
  const value = raw === null || raw === '' ? fallback : Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  throw championError(400, 'bad-param', name, 'errListParam', { name, min, max }, { min, max });
}

/** GET /api/champions?limit=&offset=: newest first. */
export const listChampions = (request: Request, { store }: ChampionApiContext) =>
  guarded(async () => {
    const params = new URL(request.url).searchParams;
    const limit = listParam(params, 'limit', LIST_LIMIT.default, 1, LIST_LIMIT.max);
    const offset = listParam(params, 'offset', 0, 0, 100_000);
    const { items, total } = await store.champions.list({ sort: 'newest', limit, offset });
    const views = items.flatMap((record) => {
      const sheet = readStoredChampion(record);
      return sheet ? [championView(record, sheet)] : [];
    });
    return jsonResponse({ items: views, total, limit, offset });
  });
