import { loadChampion } from '@/lib/api/champions/handlers';
import { IMAGE_PICTURE_SIDE, printFaceCard } from '@/lib/api/champions/render';
import { guarded } from '@/lib/api/errors';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { cardImageResponse } from '../../cardImage';

export const dynamic = 'force-dynamic';

/** GET /api/champions/<id>/image?lang=en|fr: the card face as a PNG. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return guarded(async () => {
    const store = await getStore();
    const loaded = await loadChampion(store, id);
    const card = await printFaceCard(store, loaded.record, loaded.sheet, IMAGE_PICTURE_SIDE);
    const locale = toLocale(new URL(request.url).searchParams.get('lang'));
    return cardImageResponse(card, locale, { 'cache-control': 'public, max-age=300' });
  });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
