import { describe, expect, it } from 'vitest';
import { getCard } from '../cards';
import { resolveCard } from '../engine';
import { computeManaCost } from './cost';
import { championSlug, championToCard } from './toCard';
import type { ChampionDesign } from './types';

const design: ChampionDesign = {
  name: 'Éléonore l’Intrépide !',
  attack: 4,
  health: 5,
  abilities: [
    { ability: 'rage', aura: false },
    { ability: 'sprint', aura: true },
  ],
};

describe('championSlug', () => {
  it('turns the name into lower-case ASCII words after a prefix', () => {
    expect(championSlug('Éléonore l’Intrépide !')).toBe('champion-eleonore-l-intrepide');
    expect(championSlug('Alpha')).toBe('champion-alpha');
    expect(getCard(championSlug('Alpha'))).toBeUndefined();
    expect(championSlug('!!!')).toBe('champion');
  });
});

describe('championToCard', () => {
  it('makes a Creature card priced by the cost model', () => {
    const card = championToCard(design);
    expect(card).toEqual({
      slug: 'champion-eleonore-l-intrepide',
      name: 'Éléonore l’Intrépide !',
      type: 'creature',
      mana: computeManaCost(design).mana,
      attack: 4,
      health: 5,
      abilities: design.abilities,
    });
    expect(card.abilities).not.toBe(design.abilities);
  });

  it('is accepted by the engine as an inline card, unchanged', () => {
    const card = championToCard({ ...design, attack: 'X', abilities: [{ ability: 'vulnerability', aura: false }] });
    expect(resolveCard(card)).toEqual({ ok: true, card });
  });
});
