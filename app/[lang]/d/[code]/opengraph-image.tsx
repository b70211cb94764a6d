import { ImageResponse } from 'next/og';
import { getCard, type OfficialCard } from '@/lib/cards';
import { cardImageSvg, svgDataUrl } from '@/lib/champions/http/render';
import { decodeDeck, deckStats, encodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { loadDeckChampionImage } from '@/components/decks/loadDeckChampion';

export const size = { width: 1200, height: 630 };
// As the page: rendered once per code, again at most once a minute for its Champion.
export const revalidate = 60;
export const contentType = 'image/png';
export const alt = 'The 8 cards of a Clash of Decks deck, and its Champion if it has one';

// Nine faces (8 cards and a Champion) fit the row at this width.
const CARD = { width: 116, height: 180 };

/**
 * The sharing image of /d/<code>: the 8 faces in a row, then the Champion's (its picture
 * small enough to draw fast), with the code and a few figures. Faces
 * are SVG with outlined text (no font fetched); the other text uses next/og's bundled font.
 */
export default async function DeckOgImage({ params }: { params: Promise<{ lang: string; code: string }> }) {
  const { lang, code } = await params;
  const locale = toLocale(lang);
  const t = createT(decksMessages, locale);
  const decoded = decodeDeck(code);
  const shell = { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: '#1d0a22', color: '#f7ecd0', padding: '36px 40px', gap: 30, justifyContent: 'center' } as const;
  if (!decoded.ok) {
    return new ImageResponse(<div style={{ ...shell, justifyContent: 'center' }}><div style={{ fontSize: 56, fontWeight: 700 }}>{t('badCodeTitle')}</div></div>, size);
  }
  const cards = decoded.cards.map((slug) => getCard(slug) as OfficialCard).sort((a, b) => a.mana - b.mana || a.name.localeCompare(b.name));
  const champion = decoded.championId ? await loadDeckChampionImage(decoded.championId, CARD.width * 3) : null;
  const faces = await Promise.all([...cards, ...(champion ? [champion] : [])].map(async (card) => svgDataUrl(await cardImageSvg(card, locale, CARD.width * 2))));
  const stats = deckStats(cards);
  return new ImageResponse(
    (
      <div style={shell}>
        <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
          <div style={{ fontSize: 54, fontWeight: 700 }}>{t('deckOfCode', { code: encodeDeck(decoded.cards, decoded.championId) })}</div>
          <div style={{ fontSize: 30, color: '#e0b84a' }}>Erret</div>
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          {faces.map((src, i) => <img key={i} src={src} width={CARD.width} height={CARD.height} alt="" />)}
        </div>
        <div style={{ display: 'flex', gap: 36, fontSize: 30 }}>
          <span>{`${t('label', { label: t('creatures') })} ${stats.creatures}`}</span>
          <span>{`${t('label', { label: t('incantations') })} ${stats.incantations}`}</span>
          <span>{`${t('label', { label: t('averageMana') })} ${stats.averageMana}`}</span>
        </div>
        <div style={{ display: 'flex', fontSize: 24, opacity: 0.8 }}>
          {[...cards.map((c) => c.name), ...(champion ? [`${t('label', { label: t('championCard') })} ${champion.name}`] : [])].join(' · ')}
        </div>
      </div>
    ),
    size,
  );
}
