import type { AbilitySlug, LineId, PlayerId, StrongholdSide } from './types';

/** Short references to the rule each event applies, for explanations and replays. */
export const RULE = {
  setup: 'Rulebook v1.1 · Setup',
  turn: 'Rulebook v1.1 · Duel Mode',
  /** A Solo game's turns, the player's included: the Solo Mode's Gameplay section sends the player's turn back to the Duel rules. */
  soloTurn: 'Rulebook v1.1 · Solo Mode – Gameplay',
  /** A Free-For-All or Team Play turn: the Duel's rules with the Multiplayer Modes' changes. */
  multiplayerTurn: 'Rulebook v1.1 · Multiplayer Modes',
  mana: 'Rulebook v1.1 · Phase 1 – Mana Regeneration',
  firstTurn: 'Rulebook v1.1 · Phase 1 – Mana Regeneration (Exception)',
  summoning: 'Rulebook v1.1 · Phase 2 – Summoning',
  incantation: 'Rulebook v1.1 · Incantation Cards',
  assault: 'Rulebook v1.1 · Phase 3 – Assault',
  attackCreature: 'Rulebook v1.1 · Attacking a Creature',
  simultaneous: 'Rulebook v1.1 · Attacking a Creature (Note)',
  attackStronghold: 'Rulebook v1.1 · Attacking the Stronghold',
  gameEnd: 'Rulebook v1.1 · Game end',
  onlyStronghold: 'Rulebook v1.1 · Stronghold Card (Note)',
  endOfTurn: 'Ruling R19',
  champion: 'Rulebook v1.1 · Champion Module',
  multiplayerSetup: 'Rulebook v1.1 · Multiplayer Modes · Setup',
  multiplayerFirstTurn: 'Rulebook v1.1 · Multiplayer Modes · Game end and win conditions (Exception)',
  multiplayerEnd: 'Rulebook v1.1 · Multiplayer Modes · Game end and win conditions',
  aiMana: 'Rulebook v1.1 · Solo Mode – AI Phase 1',
  aiSummoning: 'Rulebook v1.1 · Solo Mode – AI Phase 2',
  aiAssault: 'Rulebook v1.1 · Solo Mode – AI Phase 3',
  aiEnd: 'Rulebook v1.1 · Solo Mode – Game end',
  coopSetup: 'Rulebook v1.1 · Multiplayer Modes · Co-op',
  coopEnd: 'Ruling R41',
} as const;

export type CardLocation = { player: PlayerId; line: LineId; index: number };

type E<T extends string, P> = { type: T; rule: string } & P;

/** Everything the engine does, step by step, with the rule it applies. */
export type EngineEvent =
  | E<'turn-started', { player: PlayerId; turn: number }>
  | E<'mana-gained', { player: PlayerId; amount: number }>
  | E<'card-played', { player: PlayerId; card: string; cost: number; paid: number }>
  | E<'creature-entered', { player: PlayerId; card: string; line: LineId; index: number; host?: string }>
  | E<'incantation-resolved', { player: PlayerId; card: string }>
  | E<
      'attack',
      { player: PlayerId; card: string; from: CardLocation; targets: Array<CardLocation | { stronghold: PlayerId }> }
    >
  | E<'damage', { to: CardLocation; card: string; amount: number; source: string }>
  | E<'protection-absorbed', { to: CardLocation; card: string; source: string }>
  | E<'destroyed', { player: PlayerId; card: string; from: CardLocation }>
  | E<'returned-to-hand', { player: PlayerId; card: string }>
  | E<'returned-to-deck', { player: PlayerId; card: string }>
  | E<'discarded', { player: PlayerId; card: string }>
  | E<'moved', { player: PlayerId; card: string; line: LineId; from: number; to: number }>
  | E<'stronghold-shift', { player: PlayerId; from: number; to: number }>
  | E<'bastion-fell', { player: PlayerId }>
  | E<'bastion-restored', { player: PlayerId }>
  | E<'line-closed-up', { player: PlayerId; line: LineId }>
  /**
   * `amount`: the ability's figure — Mana gained (Catalyst), Damage added (Sprint), X (Vulnerability), Damage
   * beyond the kill (Sharpening), Stronghold shifts (Price of Blood), Damage before doubling (Aquatic).
   * `detail` is the same figure written for the log.
   */
  | E<'ability-triggered', { ability: AbilitySlug; card: string; player: PlayerId; amount?: number; detail?: string }>
  | E<'mill', { player: PlayerId; cards: string[] }>
  | E<'reshuffle', { player: PlayerId; size: number }>
  | E<'ai-revealed', { card: string; line: LineId }>
  | E<'champion-exhausted', { player: PlayerId; card: string }>
  | E<'champion-readied', { player: PlayerId; card: string }>
  | E<'stronghold-turned', { player: PlayerId; side: StrongholdSide }>
  | E<'turn-ended', { player: PlayerId }>
  | E<'game-over', { winner: PlayerId }>;

export type EngineEventType = EngineEvent['type'];
