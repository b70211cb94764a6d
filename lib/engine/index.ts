/**
 * The Clash of Decks rules engine: plain serialisable state and a pure reducer.
 * Nothing here touches React, Next or the DOM; all randomness comes from the state's seed.
 */
export type {
  Action,
  AiConfig,
  AiState,
  CardDef,
  CardName,
  ChampionState,
  CreatureRef,
  CreatureState,
  EngineError,
  ErrorCode,
  GameState,
  DuelGame,
  SoloGame,
  FourPersonGame,
  CoopGame,
  LineId,
  LineState,
  Mode,
  PersonState,
  Phase,
  PlayerId,
  PlayerState,
  StrongholdSide,
} from './types';
/** The player at a seat named at run time: `playerOf` throws on a seat the mode lacks, `playerAt` gives undefined. */
export { playerOf, playerAt } from './state';
/** A state built from its core and one record per seat the mode has. */
export { seatPlayers } from './state';
/**
 * For a caller that plays on its own copy (a bot's sampled world): the copy with its own type, an action or
 * `end-turn` done in place, an action done in place that `undo` takes back, and the two halves of a turn the planner looks ahead with (one seat's Assault;
 * the end of the turn that hands over to the next seat, or everything `end-turn` does after the Assault).
 */
export {
  ownCopy,
  ownCopyInto,
  applyInPlace,
  endTurnInPlace,
  assaultInPlace,
  finishEndTurnInPlace,
  passTurnInPlace,
  applyUndoable,
  undo,
  undoJournal,
  type OwnedState,
} from './owned';
export type { Journal } from './journal';
/** The seeded generator every random draw of the engine comes from (mulberry32). */
export { randomInt, seedState } from './rng';
/** Cards from the catalogue or written inline, and the ability bit masks of the card table. */
export { resolveCard, toCardDef, maskOf, slugsOf } from './cards';
/** The Stronghold's marker in a hand. */
export { STRONGHOLD } from './types';
export type { EngineEvent, EngineEventType } from './events';
export { RULE } from './events';

/** Sets up a game (formats, Solo Custom Play, Champions, coin toss) and plays until a person's first decision. */
export { createGame, type CreateGameOptions, type CreateGameResult, type Format, type CardInput } from './setup';
/** `apply(state, action) → { ok, state, events } | { ok: false, error }`; never changes `state`. */
export { apply, type ApplyOptions, type ApplyResult } from './apply';
/** Rebuilds a stored game from its setup and actions. */
export { replay, type ReplayResult } from './replay';
/** Every legal action of the active player. */
export { legalActions } from './legal-actions';
/** What the active player's Champion costs now (null without one). */
export { championCost } from './champion';
/** The Mana a player would gain in Phase 1 now (Catalyst, AI settings and the first-turn exception included). */
export { regenerationAmount, creatureCount } from './mana';
/** Solo Custom Play: point costs, validation (points spent = level) and the AI settings they give. */
export {
  customPlayPoints,
  validateCustomPlay,
  aiConfigOf,
  CUSTOM_ABILITIES,
  type CustomPlaySettings,
} from './custom-play';
/** The Special Abilities, each with the hooks it plugs into the Activation Order. */
export { REGISTRY as ABILITY_REGISTRY, FLAGS as ABILITY_FLAGS } from './abilities/registry';
export type { AbilityModule } from './abilities/types';
/** UI helpers: what can be played, Mana left, Stronghold position, and why an action would be refused. */
export { playableCards, currentMana, strongholdPosition, cardOf, isOver, checkAction } from './helpers';
/** The Draft (duel, solo and the 4-Player Draft) as its own pure state machine. */
export {
  createDraft,
  applyDraft,
  legalDraftActions,
  draftDecks,
  picksOf,
  isFourSeat,
  FOUR_SEAT_ROUNDS,
  type DraftState,
  type DraftAction,
  type DraftResult,
  type TwoSeatDraft,
  type FourSeatDraft,
  type CoopDraft,
} from './draft';
/** Which seats each mode has, the four-seat lines (R36), Team Play's teammates and who won. */
export {
  SEATS,
  PERSON_SEATS,
  AI_SEATS,
  FOUR_SEAT_LINES,
  fourSeatLines,
  isMultiplayer,
  hasFourSeats,
  teammateOf,
  areEnemies,
  winningSeats,
  type SeatOf,
  type PersonSeatOf,
  type MultiplayerMode,
  type FourSeatMode,
  type FourSeat,
} from './seats';

/** Scenario adapter: scenario JSON ⇄ engine state. */
export { parseScenario, readAction } from './scenario/parse';
export { readState as scenarioToState } from './scenario/parse-state';
export { viewState, type StateView, type CreatureView } from './scenario/view';
export { compareExpect } from './scenario/compare';
export { runScenario, runScenarioText, type ScenarioResult } from './scenario/run';
