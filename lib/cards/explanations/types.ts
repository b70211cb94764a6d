import type { AbilitySlug } from '../types';

/** The 19 Special Abilities plus the Aura marker, which changes who benefits from an ability. */
export type ExplainedSlug = AbilitySlug | 'aura';

export interface AbilityExplanation {
  /** One line: what the ability does at a glance. */
  summary: string;
  /** How it plays, in a few short paragraphs. */
  paragraphs: string[];
}

export interface AbilityTiming {
  /** Steps of a Creature's activation order during the Assault (1–19) where it acts. */
  assault: number[];
  /** Steps of an Incantation's activation order during Summoning (1–13) where it acts. */
  incantation: number[];
  /** For abilities acting outside those two orders. */
  moment?: 'mana' | 'summoning';
}
