import { describe, expect, it } from 'vitest';
import { ABILITY_SLUGS } from '../../cards/types';
import { FLAGS, HOOKS, REGISTRY } from './registry';

const source = 'Rulebook v1.1 · Special Abilities; Activation Order';

describe(`ability registry (${source})`, () => {
  it('has one module per Special Ability, keyed by its slug', () => {
    expect(Object.keys(REGISTRY).sort()).toEqual([...ABILITY_SLUGS].sort());
    for (const slug of ABILITY_SLUGS) {
      expect(REGISTRY[slug].slug).toBe(slug);
      expect(REGISTRY[slug].rule).toMatch(/^Rulebook v1\.1 · Special Abilities · /);
    }
  });

  it('runs hooks in Activation Order: Aerial before Defender, Splash before Perforation, Indestructible before Protection, Regeneration before Sharpening', () => {
    const order = (hook: keyof typeof HOOKS) => HOOKS[hook].map((h) => h.module.slug);
    expect(order('target')).toEqual(['aerial', 'defender']);
    expect(order('extraTargets')).toEqual(['splash', 'perforation']);
    expect(order('absorb')).toEqual(['indestructible', 'protection']);
    expect(order('afterHit')).toEqual(['regeneration', 'sharpening']);
    expect(order('beforeDamage')).toEqual(['sprint']);
    expect(order('attackAgain')).toEqual(['berserk']);
    expect(order('answer')).toEqual(['instinct']);
    expect(order('manaBonus')).toEqual(['catalyst']);
    expect(order('payMissing')).toEqual(['price-of-blood']);
    expect(order('aiPay')).toEqual(['price-of-blood']);
  });

  it('flags the abilities that act outside the hooks', () => {
    const flagged = (mask: number) => ABILITY_SLUGS.filter((_, i) => (mask & (1 << i)) !== 0);
    expect(flagged(FLAGS.returnsToEnemy)).toEqual(['mercenary']);
    expect(flagged(FLAGS.paysMissing)).toEqual(['price-of-blood']);
    expect(flagged(FLAGS.stacksOnHost)).toEqual(['symbiote']);
  });
});
