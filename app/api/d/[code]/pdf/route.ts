import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { getCard, type OfficialCard } from '@/lib/cards';
import { parsePrintOptions } from '@/lib/champions/http/printOptions';
import { getStore } from '@/lib/db/store';
import { decodeDeck, encodeDeck } from '@/lib/decks';
import { cachedResponse } from '@/lib/http/cachedResponse';
import { renderCardSheetPdf } from '@/lib/print/pdf/sheet';
import { loadDeckChampion } from '@/components/decks/loadDeckChampion';

export const dynamic = 'force-dynamic';

const refuse = (status: number, field: string, error: string) =>
  Response.json({ error, field }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /api/d/<code>/pdf?paper=a4|letter&bleed=0|3&marks=crop|lines&back=0|1&lang=en|fr:
 * print proxies of the deck's 8 cards and its Champion, drawn by the card face layout.
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const decoded = decodeDeck((await params).code);
  if (!decoded.ok) return refuse(400, 'code', decoded.error.message);
  const parsed = parsePrintOptions(new URL(request.url).searchParams);
  if (!parsed.ok) return refuse(400, parsed.error.field, parsed.error.message);
  // The code and the options determine the file, with the Champion's version when it has one.
  const championVersion = decoded.championId ? ((await (await getStore()).champions.get(decoded.championId))?.version ?? 0) : null;
  const key = `deck-pdf|${encodeDeck(decoded.cards, decoded.championId)}|${championVersion}|${JSON.stringify(parsed.value)}`;
  const caching = championVersion === null ? 'public, max-age=86400, stale-while-revalidate=604800' : 'public, max-age=60';
  return cachedResponse(request, key, caching, () => render(decoded, parsed.value));
}

async function render(decoded: Extract<ReturnType<typeof decodeDeck>, { ok: true }>, { options, locale }: Extract<ReturnType<typeof parsePrintOptions>, { ok: true }>['value']): Promise<Response> {
  const cards: OfficialCard[] = decoded.cards.map((slug) => getCard(slug) as OfficialCard);
  const champion = decoded.championId ? await loadDeckChampion(decoded.championId, true) : null;
  if (decoded.championId && !champion) return refuse(404, 'code', `The deck's Champion "${decoded.championId}" does not exist.`);
  const code = encodeDeck(decoded.cards, decoded.championId);
  const bytes = await renderCardSheetPdf(champion ? [...cards, champion] : cards, { ...options, locale, title: `Erret deck ${code}` });
  const file = `deck-${code.replace(/[^A-Za-z0-9_-]/g, '_')}-${options.paper}${options.bleedMm ? '-bleed' : ''}.pdf`;
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file}"` },
  });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
