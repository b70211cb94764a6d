import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { loadChampion } from '@/lib/champions/http/handlers';
import { IMAGE_PICTURE_SIDE, printFaceCard } from '@/lib/champions/http/render';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { cardImageResponse } from '../../cardImage';

export const dynamic = 'force-dynamic';

/** GET /api/champions/<id>/image?lang=en|fr: the card face as a PNG. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const store = await getStore();
  const loaded = await loadChampion(store, (await params).id);
  if (!loaded.ok) return loaded.response;
  const card = await printFaceCard(store, loaded.record, loaded.sheet, IMAGE_PICTURE_SIDE);
  const locale = toLocale(new URL(request.url).searchParams.get('lang'));
  return cardImageResponse(card, locale, { 'cache-control': 'public, max-age=300' });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
