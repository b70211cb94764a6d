import { championOgResponse, OG_SIZE } from '@/app/api/champions/cardImage';
import { computeManaCost } from '@/lib/champions/cost';
import { findChampion } from '@/lib/api/champions/handlers';
import { IMAGE_PICTURE_SIDE, printFaceCard } from '@/lib/api/champions/render';
import { getStore } from '@/lib/db/store';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Champion card';

/** The sharing image of /champions/<id>: the card face beside its name and cost. */
export default async function Image({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(championsMessages, locale);
  const store = await getStore();
  const found = await findChampion(store, id);
  if (!found?.sheet) return new Response(null, { status: 404 });
  const { design } = found.sheet;
  const card = await printFaceCard(store, found.record, found.sheet, IMAGE_PICTURE_SIDE);
  const subtitle = `${t('costFor', { mana: computeManaCost(design).mana })} · ${t('statAttack')} ${design.attack} · ${t('statHealth')} ${design.health}`;
  return championOgResponse(card, locale, { title: design.name, subtitle, footer: `Erret · ${t('galleryTitle')}` });
}
