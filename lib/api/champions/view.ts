import type { SavedChampion } from '../../db/champions';
import { computeManaCost } from '../../champions/cost';
import { rangeWarnings } from '../../champions/design';
import { readStoredChampion, type ChampionSheet } from '../../champions/stored';
import { championToCard } from '../../champions/toCard';

export const championUrl = (id: string) => `/champions/${id}`;
export const championApiUrl = (id: string) => `/api/champions/${id}`;

/** The picture's URL changes with the picture, so browsers may cache it for good. */
export function championPictureUrl(record: Pick<SavedChampion, 'id' | 'pictureSha'>): string | null {
  return record.pictureSha ? `${championApiUrl(record.id)}/picture?v=${record.pictureSha.slice(0, 16)}` : null;
}

/** A saved Champion as the API shows it (never its token): design, cost, links and the inline card. */
export function championView(record: SavedChampion, sheet: ChampionSheet) {
  const { design, framing, picture } = sheet;
  const cost = computeManaCost(design);
  return {
    id: record.id,
    url: championUrl(record.id),
    name: design.name,
    author: record.author,
    attack: design.attack,
    health: design.health,
    abilities: design.abilities,
    mana: cost.mana,
    breakdown: cost.breakdown,
    warnings: [...cost.warnings, ...rangeWarnings(design)],
    framing,
    picture: picture ? { url: championPictureUrl(record), ...picture } : null,
    image: `${championApiUrl(record.id)}/image?v=${record.version}`,
    pdf: `${championApiUrl(record.id)}/pdf`,
    /** The Champion as an inline Creature card, for the deck builder and the engine. */
    card: championToCard(design),
    visibility: record.visibility,
    version: record.version,
    views: record.views,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export type ChampionView = ReturnType<typeof championView>;

export { readStoredChampion };
