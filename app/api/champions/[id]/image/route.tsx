import { championIdOf, loadChampion } from '@/lib/api/champions/handlers';
import { IMAGE_PICTURE_SIDE, printFaceCard } from '@/lib/api/champions/render';
import { guarded } from '@/lib/api/errors';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { getStore } from '@/lib/db/store';
import { cachedResponse } from '@/lib/api/cachedResponse';
import { toLocale } from '@/lib/i18n/locales';
import { cardImageResponse } from '../../cardImage';

export const dynamic = 'force-dynamic';

/** GET /api/champions/<id>/image?lang=en|fr: the card face as a PNG, rendered once per version and language. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  return guarded(async () => {
    const id = championIdOf(raw);
    const store = await getStore();
    const locale = toLocale(new URL(request.url).searchParams.get('lang'));
    const render = () =>
      guarded(async () => {
        const loaded = await loadChampion(store, id);
        return cardImageResponse(await printFaceCard(store, loaded.record, loaded.sheet, IMAGE_PICTURE_SIDE), locale);
      });
    const version = (await store.champions.get(id))?.version;
    return version === undefined
      ? render()
      : cachedResponse(request, `champion-image|${id}|${version}|${locale}`, 'no-cache', render);
  });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
