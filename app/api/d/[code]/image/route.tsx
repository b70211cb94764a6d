import { ImageResponse } from 'next/og';
import { getCard, type OfficialCard } from '@/lib/cards';
import { cardImageSvg, svgDataUrl } from '@/lib/api/champions/render';
import { deckFileCaching, loadDeckChampionImage } from '@/lib/api/deckChampion';
import { getStore } from '@/lib/db/store';
import { decodeDeck, deckStats, encodeDeck } from '@/lib/decks';
import { cachedResponse } from '@/lib/api/cachedResponse';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';

const SIZE = { width: 1200, height: 630 };
// Nine faces (8 cards and a Champion) fit the row at this width.
const CARD = { width: 116, height: 180 };

const SHELL = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  background: '#1d0a22',
  color: '#f7ecd0',
  padding: '36px 40px',
  gap: 30,
  justifyContent: 'center',
} as const;

type Decoded = Extract<ReturnType<typeof decodeDeck>, { ok: true }>;

/**
 * The sharing image of /d/<code>: the 8 faces in a row, then the Champion's (its picture
 * small enough to draw fast), with the code and a few figures. Faces are SVG with outlined
 * text (no font fetched); the other text uses next/og's bundled font.
 */
async function render(decoded: Decoded, locale: Locale): Promise<Response> {
  const t = createT(decksMessages, locale);
  const cards = decoded.cards
    .map((slug) => getCard(slug) as OfficialCard)
    .sort((a, b) => a.mana - b.mana || a.name.localeCompare(b.name));
  const champion = decoded.championId
    ? await loadDeckChampionImage(await getStore(), decoded.championId, CARD.width * 3)
    : null;
  const faces = await Promise.all(
    [...cards, ...(champion ? [champion] : [])].map(async (card) =>
      svgDataUrl(await cardImageSvg(card, locale, CARD.width * 2)),
    ),
  );
  const stats = deckStats(cards);
  return new ImageResponse(
    <div style={SHELL}>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <div style={{ fontSize: 54, fontWeight: 700 }}>
          {t('deckOfCode', { code: encodeDeck(decoded.cards, decoded.championId) })}
        </div>
        <div style={{ fontSize: 30, color: '#e0b84a' }}>Erret</div>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {faces.map((src, i) => (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>
          <img key={i} src={src} width={CARD.width} height={CARD.height} alt="" />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 36, fontSize: 30 }}>
        <span>{`${t('label', { label: t('creatures') })} ${stats.creatures}`}</span>
        <span>{`${t('label', { label: t('incantations') })} ${stats.incantations}`}</span>
        <span>{`${t('label', { label: t('averageMana') })} ${stats.averageMana}`}</span>
      </div>
      <div style={{ display: 'flex', fontSize: 24, opacity: 0.8 }}>
        {[
          ...cards.map((c) => c.name),
          ...(champion ? [`${t('label', { label: t('championCard') })} ${champion.name}`] : []),
        ].join(' · ')}
      </div>
    </div>,
    SIZE,
  );
}

/** GET /api/d/<code>/image?lang=en|fr: rendered once per code, language and Champion version; 404 for a code that cannot be read. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const decoded = decodeDeck((await params).code);
  const locale = toLocale(new URL(request.url).searchParams.get('lang'));
  if (!decoded.ok) {
    // Still an image a person can read, but a 404: no cache or crawler should keep it as the code's picture.
    const title = createT(decksMessages, locale)('badCodeTitle');
    return new ImageResponse(
      <div style={SHELL}>
        <div style={{ fontSize: 56, fontWeight: 700 }}>{title}</div>
      </div>,
      { ...SIZE, status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  const championVersion = decoded.championId
    ? ((await (await getStore()).champions.get(decoded.championId))?.version ?? 0)
    : null;
  const key = `deck-image|${encodeDeck(decoded.cards, decoded.championId)}|${championVersion}|${locale}`;
  return cachedResponse(request, key, deckFileCaching(championVersion), () => render(decoded, locale));
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
