import type { Ctx } from '../state';
import type { AbilitySlug, CreatureRef, CreatureState, GameState, LineId, PlayerId } from '../types';

/** Who is dealing Damage: an attacking Creature or a resolving Incantation. */
export interface Source {
  ctx: Ctx;
  player: PlayerId;
  card: number;
  kind: 'creature' | 'incantation';
  /** Current ability mask (re-read after moves). */
  abilities: number;
  /** The attacking Creature's position (null for Incantations). */
  ref: CreatureRef | null;
  /** This attack answers an attack (step 19), which a Creature that entered this turn may make. */
  answering: boolean;
}

/** Step 2: what the attacker is cleared to attack. */
export interface Clearance {
  creatures: boolean;
  stronghold: boolean;
}

export type Target = { kind: 'creature'; player: PlayerId; card: number } | { kind: 'stronghold'; player: PlayerId };

/** Step 3: the main target and the extra ones (Splash, Perforation). */
export interface Plan {
  primary: Target | null;
  /** Where the main target stands (for Creatures). */
  at: CreatureRef | null;
  extra: Target[];
}

/** What one target suffered from one attack or Incantation. */
export interface Hit {
  target: Target;
  /** Damage before Protection / Indestructible. */
  amount: number;
  /** Damage actually suffered. */
  dealt: number;
  /** HP left before the hit (Creatures). */
  hpLeft: number;
  destroyed: boolean;
}

/**
 * One Special Ability: the hooks it plugs into the Activation Order. The engine calls
 * each hook at its step for every ability the Creature (or Incantation) has.
 */
export interface AbilityModule {
  slug: AbilitySlug;
  /** The rule it applies, for events. */
  rule: string;
  /** Step 2 – attack clearance. */
  clearance?(src: Source, c: Clearance, isNew: boolean): void;
  /** Step 3 – choosing the main target. */
  target?(src: Source, plan: Plan): void;
  /** Step 3 – extra targets around a Creature target. */
  extraTargets?(src: Source, plan: Plan): void;
  /** Step 4 – before Damage (moves). */
  beforeDamage?(src: Source): void;
  /** Step 7 – the base Damage against one target, replacing the AV. */
  baseDamage?(src: Source, target: Target): number;
  /**
   * Steps 6–7 – Damage the attacker carries from its earlier attacks this Assault, added to the base Damage
   * before it is multiplied. Read on every attacker, whatever abilities it has now.
   */
  carriedDamage?(c: CreatureState): number;
  /** Step 6 – multiplies the Damage. */
  scaleDamage?(src: Source, amount: number): number;
  /** Step 8 – on the target: true when this hit is reduced to 0. */
  absorb?(src: Source, target: CreatureRef, amount: number): boolean;
  /** Step 8 – on every Creature that suffers Damage, whatever its abilities: a mark an ability gained later reads. */
  damaged?(c: CreatureState): void;
  /**
   * Step 10 – instead of its owner's hand, the card goes to the enemy this names (their hand, or the Solo AI's
   * deck top); `at` is where the card acted: its own place, or the Creature an Incantation targeted.
   */
  sendsTo?(s: GameState, owner: PlayerId, at: { line: LineId; player: PlayerId }): PlayerId;
  /** Steps 13–14 – after Damage is dealt and destroyed Creatures are gone. */
  afterHit?(src: Source, hits: Hit[]): void;
  /** Step 15 – on a Creature that suffered Damage and survived. */
  afterDamaged?(ctx: Ctx, target: CreatureRef): void;
  /** Step 18 – the attacker attacks again. */
  attackAgain?(src: Source, hits: Hit[]): boolean;
  /**
   * Step 19 – on a Creature an enemy Creature damaged, once that Creature's attacks are over:
   * `strike` makes it attack (the answer is an attack, steps 3–18, and can be answered in turn).
   */
  answer?(ctx: Ctx, ref: CreatureRef, strike: (ref: CreatureRef) => void): void;
  /** Phase 1 – extra Mana while the Creature is in play. */
  manaBonus?(ctx: Ctx | null, player: PlayerId, card: number): number;
  /** Phase 2 – a person pays the Mana missing for `card` another way (one instance at a time). */
  payMissing?(ctx: Ctx, player: PlayerId, card: number, missing: number): void;
  /** Phase 2 – the Solo AI Exception: pays for a revealed card its own way; returns what it counts toward the AI's total. */
  aiPay?(ctx: Ctx, ai: PlayerId, card: number): number;
  /** Phase 2 – may enter play on top of another Creature. */
  stacksOnHost?: Stacking;
  /** End of the turn (Ruling R19) – clears what the ability marked on a Creature, on every Creature whatever its abilities. */
  endOfTurn?(c: CreatureState): void;
}

/** Entering play on top of another Creature, the two then one Creature: for a person's play and for the Solo AI. */
export interface Stacking {
  /** Why the Creature at `index` on `player`'s side of `line` cannot host the card, or null when it can. */
  refusal(s: GameState, player: PlayerId, line: LineId, index: number): string | null;
  /** Puts `card` on the host at `index` (which `refusal` accepted); the event cites `rule`. */
  stack(ctx: Ctx, player: PlayerId, card: number, line: LineId, index: number, rule: string): void;
  /** The Solo AI's revealed card: placed on its host (true), or false when it has none and is discarded under `aiRule`. */
  aiPlace(ctx: Ctx, ai: PlayerId, card: number, line: LineId): boolean;
  /** The Solo Mode AI Exception that places (or discards) such a card. */
  aiRule: string;
}
