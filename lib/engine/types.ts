import type { AbilitySlug, Card } from '../cards/types';

/** A seat at the table. Duel and Solo use A and B; the Multiplayer Modes seat A–D (see seats.ts). */
export type PlayerId = 'A' | 'B' | 'C' | 'D';
/** A line of play, keyed by id ("top", "bottom" in 2-player games; "ab", "bc", "cd", "da" with four seats). */
export type LineId = string;
export type StrongholdSide = 'bastion' | 'fort';
/** Duel, Solo, and the Multiplayer Modes Free-For-All, Team Play (2 vs 2) and Co-op (2 players and 2 AIs). */
export type Mode = 'duel' | 'solo' | 'ffa' | 'teams' | 'coop';
export type Phase = 'summoning' | 'over';

/** Position in hands marking the Stronghold card. */
export const STRONGHOLD = -1;

/**
 * A card definition as held in the state's card table, with derived fields the engine
 * needs on every attack (ability bit masks, numeric attack).
 */
export interface CardDef extends Card {
  /** Bit mask of the card's own (non-Aura) abilities. */
  own: number;
  /** Bit mask of the abilities it grants its neighbours through Aura. */
  aura: number;
  /** Printed attack as a number ("X" counts 0: Vulnerability decides the Damage). */
  atk: number;
  /** Printed HP (0 for Incantations). */
  hp: number;
}

/** A Creature in play: the card on top, and for a Symbiote stack the host underneath. */
export interface CreatureState {
  card: number;
  host: number | null;
  damage: number;
  /** Entered play this turn. */
  new: boolean;
  /** The turn's first source of Damage is past: Protection absorbed it, or it was suffered (Ruling R8). */
  protectionUsed: boolean;
  /** Sprint bonus accumulated this Assault. */
  sprint: number;
}

/** One line: each side's Creatures, index 0 adjacent to the Bridge. */
export type LineState = Partial<Record<PlayerId, CreatureState[]>>;

export interface ChampionState {
  card: number;
  state: 'ready' | 'exhausted' | 'in-play';
}

export interface PersonState {
  kind: 'person';
  /** Card ids left to right; STRONGHOLD marks the Stronghold. */
  hand: number[];
  stronghold: StrongholdSide;
  champion: ChampionState | null;
  /** This player's lines, upper first (activation order). */
  lines: LineId[];
  /** Multiplayer Modes: the last enemy whose card dealt Damage to this Stronghold, who wins if no enemy card destroys the Fort (R22). */
  lastHitBy?: PlayerId;
}

/** Solo Custom Play settings of the AI (Quick Play: 6, 1, false, []). */
export interface AiConfig {
  fixedMana: number;
  manaPerCreature: number;
  resistance: boolean;
  abilities: AbilitySlug[];
}

export interface AiState {
  kind: 'ai';
  /** Top card first. */
  deck: number[];
  /** Top card first. */
  discard: number[];
  stronghold: StrongholdSide;
  config: AiConfig;
  /** Bit mask of config.abilities. */
  granted: number;
  lines: LineId[];
}

export type PlayerState = PersonState | AiState;

/** What every game holds, whatever its mode. */
interface GameCore {
  cards: readonly CardDef[];
  /** Turn order. */
  order: PlayerId[];
  first: PlayerId;
  active: PlayerId;
  /** Turns begun so far, both players counted. */
  turn: number;
  phase: Phase;
  /** Mana the active player has left to spend. */
  mana: number;
  winner: PlayerId | null;
  /** Seeded generator state (mulberry32). */
  rng: number;
  lines: Record<LineId, LineState>;
}

/** A Duel: two persons, A and B. */
export interface DuelGame extends GameCore {
  mode: 'duel';
  players: { A: PersonState; B: PersonState };
}

/** Solo: the Player (A) against the Solo AI (B). */
export interface SoloGame extends GameCore {
  mode: 'solo';
  players: { A: PersonState; B: AiState };
}

/** Free-For-All and Team Play: four persons round the table (Ruling R36). */
export interface FourPersonGame extends GameCore {
  mode: 'ffa' | 'teams';
  players: { A: PersonState; B: PersonState; C: PersonState; D: PersonState };
}

/** Co-op: the two players A and C against the two AIs B and D, seated between them (Ruling R39). */
export interface CoopGame extends GameCore {
  mode: 'coop';
  players: { A: PersonState; B: AiState; C: PersonState; D: AiState };
}

/**
 * The whole game: plain serialisable data. `cards` is shared between states and never changed.
 * The mode says which seats exist and who sits there; read a seat named at run time with `playerOf`.
 */
export type GameState = DuelGame | SoloGame | FourPersonGame | CoopGame;

/** Where a Creature stands. */
export interface CreatureRef {
  player: PlayerId;
  line: LineId;
  index: number;
}

/** A card named by slug (leftmost match among the playable cards) or by its id in the card table. */
export type CardName = string | number;

export type Action =
  | { type: 'play'; card: CardName; line: LineId; player?: PlayerId }
  | { type: 'play'; card: CardName; target: CreatureRef; player?: PlayerId }
  | { type: 'play'; card: CardName; onto: { line: LineId; index: number }; player?: PlayerId }
  | { type: 'champion'; line: LineId; player?: PlayerId }
  | { type: 'champion'; onto: { line: LineId; index: number }; player?: PlayerId }
  | { type: 'end-turn'; player?: PlayerId };

export type ErrorCode =
  | 'not-playable'
  | 'not-enough-mana'
  | 'bad-target'
  | 'bad-line'
  | 'champion-unavailable'
  | 'game-over'
  | 'not-your-turn'
  | 'bad-action';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type { AbilitySlug };
