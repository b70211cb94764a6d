import type { CardAbility } from '../cards/types';

/** A Champion as designed by a player; the picture travels separately (see image.ts). */
export interface ChampionDesign {
  name: string;
  /** "X" only with Vulnerability, as on official cards. */
  attack: number | 'X';
  health: number;
  abilities: CardAbility[];
}

/** What the cost model needs: a design without its name. */
export type ChampionStats = Omit<ChampionDesign, 'name'>;

/** A message in both UI languages, so callers in any locale can show it. */
export interface BilingualMessage {
  message: string;
  messageFr: string;
}

export interface FieldError extends BilingualMessage {
  field: string;
}

export interface DesignWarning extends BilingualMessage {
  code: string;
}
