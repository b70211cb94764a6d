import { readStoredChampion } from '../../champions/stored';
import { guarded, jsonResponse } from '../errors';
import { championListQuery, championListRefusal } from '../schemas/champions';
import { parseInput, queryObject } from '../schemas/parse';
import type { ChampionApiContext } from './handlers';
import { championView } from './view';

/** GET /api/champions?limit=&offset=: newest first. */
export const listChampions = (request: Request, { store }: ChampionApiContext) =>
  guarded(async () => {
    const { limit, offset } = parseInput(
      championListQuery,
      queryObject(new URL(request.url).searchParams),
      championListRefusal,
    );
    const { items, total } = await store.champions.list({ sort: 'newest', limit, offset });
    const views = items.flatMap((record) => {
      const sheet = readStoredChampion(record);
      return sheet ? [championView(record, sheet)] : [];
    });
    return jsonResponse({ items: views, total, limit, offset });
  });
