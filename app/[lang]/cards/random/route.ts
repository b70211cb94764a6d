import { randomInt } from 'node:crypto';
import { MAX_QUERY_LENGTH } from '@/lib/cards/search/limits';
import { searchCards } from '@/lib/cards/search/searchCards';

export const dynamic = 'force-dynamic';

/**
 * GET /cards/random?q=: a redirect to one card picked at random among the search's results
 * (all cards without a query); with no result, back to the search, which explains why.
 */
export function GET(request: Request): Response {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const { cards } = searchCards(q);
  const target =
    cards.length > 0 ? `/cards/${cards[randomInt(cards.length)].slug}` : `/cards?q=${encodeURIComponent(q)}`;
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } });
}
