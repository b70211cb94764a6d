import type { Card } from '../cards/types';
import { computeManaCost } from './cost';
import type { ChampionDesign } from './types';

const PREFIX = 'champion';

/**
 * The slug of a Champion card: "champion-" and its name in lower-case ASCII words. The prefix
 * keeps a Champion named like an official card (say "Alpha") from taking that card's slug.
 */
export function championSlug(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${PREFIX}-${words}` : PREFIX;
}

/** A Champion as an inline Creature card, priced by the cost model, for the engine and card faces. */
export function championToCard(design: ChampionDesign): Card {
  return {
    slug: championSlug(design.name),
    name: design.name,
    type: 'creature',
    mana: computeManaCost(design).mana,
    attack: design.attack,
    health: design.health,
    abilities: design.abilities.map((a) => ({ ability: a.ability, aura: a.aura })),
  };
}
