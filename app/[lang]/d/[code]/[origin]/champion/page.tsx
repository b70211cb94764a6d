import { DeckCodeArticle } from '@/components/decks/DeckCodeArticle';
import { deckCodeMetadata, loadDeckCodePage, type DeckCodeParams } from '../loadDeckCodePage';

type Props = { params: DeckCodeParams };

// A Champion can be edited or removed at any time, through any process of the site: its deck's
// page is rendered on every request (no-store), so no cache, here or in front, shows it as it was.
export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: Props) => deckCodeMetadata(params, true);

/** A deck code naming a Champion (/d/<code>.<champion>): the deck, with the Champion as it is now. */
export default async function DeckCodeChampionPage({ params }: Props) {
  return <DeckCodeArticle {...await loadDeckCodePage(params, true)} />;
}
