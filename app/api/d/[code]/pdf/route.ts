import { getCard, type OfficialCard } from '@/lib/cards';
import { pdfResponse, printRequest } from '@/lib/api/champions/render';
import { apiContext } from '@/lib/api/context';
import { deckFileCaching, championMissing, loadDeckChampion } from '@/lib/api/deckChampion';
import { ApiError, guarded } from '@/lib/api/errors';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { cachedResponse } from '@/lib/api/cachedResponse';
import { renderSheetPdf } from '@/lib/api/renderSheetPdf';
import { decodeDeck, encodeDeck } from '@/lib/decks';

export const dynamic = 'force-dynamic';

type Decoded = Extract<ReturnType<typeof decodeDeck>, { ok: true }>;

/**
 * GET /api/d/<code>/pdf?paper=a4|letter&bleed=0|3&marks=crop|lines&back=0|1&lang=en|fr:
 * print proxies of the deck's 8 cards and its Champion, drawn by the card face layout,
 * rendered once per code, options and Champion version (ETag, 304, in-process cache).
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code: raw } = await params;
  return guarded(async () => {
    const decoded = decodeDeck(raw);
    if (!decoded.ok)
      throw new ApiError(400, 'invalid-code', decoded.error.message, {
        field: 'code',
        data: { reason: decoded.error.code },
      });
    const print = printRequest(request);
    const { store } = await apiContext();
    const championVersion = decoded.championId ? ((await store.champions.get(decoded.championId))?.version ?? 0) : null;
    const key = `deck-pdf|${encodeDeck(decoded.cards, decoded.championId)}|${championVersion}|${JSON.stringify(print)}`;
    return cachedResponse(request, key, deckFileCaching(championVersion), () => guarded(() => render(decoded, print)));
  });
}

async function render(decoded: Decoded, { options, locale }: ReturnType<typeof printRequest>): Promise<Response> {
  const cards: OfficialCard[] = decoded.cards.map((slug) => getCard(slug) as OfficialCard);
  const { store } = await apiContext();
  const champion = decoded.championId ? await loadDeckChampion(store, decoded.championId, true) : null;
  if (decoded.championId && !champion) throw championMissing(decoded.championId);
  const code = encodeDeck(decoded.cards, decoded.championId);
  const bytes = await renderSheetPdf(champion ? [...cards, champion] : cards, {
    ...options,
    locale,
    title: `Erret deck ${code}`,
  });
  return pdfResponse(
    bytes,
    `deck-${code.replace(/[^A-Za-z0-9_-]/g, '_')}-${options.paper}${options.bleedMm ? '-bleed' : ''}.pdf`,
  );
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
