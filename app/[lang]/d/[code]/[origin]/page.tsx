import { DeckCodeArticle } from '@/components/decks/DeckCodeArticle';
import { deckCodeMetadata, loadDeckCodePage, type DeckCodeParams } from './loadDeckCodePage';

type Props = { params: DeckCodeParams };

// A code without a Champion determines its page, and the site origin its sharing links (proxy.ts
// puts it in the path: ERRET_BASE_URL, else the address asked). Rendered on the first request,
// then served from Next's cache (bounded in memory: next.config.js) and by shared caches. A code
// with a Champion is not this page's: champion/page.tsx renders it on every request.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => deckCodeMetadata(params, false);

/** A deck from its code alone: nothing is stored, the code is the deck. */
export default async function DeckCodePage({ params }: Props) {
  return <DeckCodeArticle {...await loadDeckCodePage(params, false)} />;
}
