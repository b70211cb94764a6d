import * as registry from './abilities/registry';
import * as attack from './attack';
import { RULE } from './events';
import * as mana from './mana';
import * as soloAi from './solo-ai';
import * as state from './state';
import type { Ctx } from './state';
import type { GameState, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { runAssault } = attack;
const { clearTurnMarks } = registry;
const { regenerateMana } = mana;
const { aiSummon } = soloAi;
const { activationOrder, emit, nextPlayer, playerOf } = state;

/** End of a turn: Damage heals, the "entered this turn" mark and the abilities' marks reset (R19); unspent Mana is lost. */
export function finishTurn(ctx: Ctx): void {
  const s = ctx.s;
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (const side in sides) {
      for (const c of sides[side as PlayerId]!) {
        c.damage = 0;
        c.new = false;
        clearTurnMarks(c);
      }
    }
  }
  s.mana = 0;
  if (ctx.events) emit(ctx, { type: 'turn-ended', player: s.active, rule: RULE.endOfTurn });
}

/** The AI's Summoning (with the Mana it has) and Assault. */
function aiPhases(ctx: Ctx): void {
  const s = ctx.s;
  aiSummon(ctx, s.active, s.mana);
  if (!s.winner) runAssault(ctx, s.active, activationOrder(s, s.active));
}

/**
 * Ends the active player's turn: Assault, end of turn, then every following turn that
 * needs no decision (the Solo AI's), up to the next person's Summoning after its Mana
 * Regeneration, or the end of the game.
 */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (playerOf(s, s.active).kind === 'ai') aiPhases(ctx);
  else runAssault(ctx, s.active, activationOrder(s, s.active));
  playOn(ctx);
}

/** The first turn of a new game: Mana Regeneration, and the AI's whole turn when it plays first. */
export function beginGame(ctx: Ctx): void {
  const s = ctx.s;
  if (ctx.events) emit(ctx, { type: 'turn-started', player: s.active, turn: s.turn, rule: turnRule(s.mode) });
  regenerateMana(ctx);
  if (playerOf(s, s.active).kind === 'person') return;
  aiPhases(ctx);
  playOn(ctx);
}

/** What `endTurn` does once the active person's Assault is done: the end of the turn and every turn up to the next person's decision. */
export function playOn(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 16; guard++) {
    if (s.winner) return;
    finishTurn(ctx);
    s.active = nextPlayer(s, s.active);
    s.turn++;
    if (ctx.events) emit(ctx, { type: 'turn-started', player: s.active, turn: s.turn, rule: turnRule(s.mode) });
    regenerateMana(ctx);
    if (playerOf(s, s.active).kind === 'person') return;
    aiPhases(ctx);
  }
}

/** The rule a turn follows: Solo and Co-op turns the Solo Mode's, four-seat turns the Multiplayer Modes', else the Duel's. */
function turnRule(mode: GameState['mode']): string {
  if (mode === 'solo' || mode === 'coop') return RULE.soloTurn;
  return mode === 'duel' ? RULE.turn : RULE.multiplayerTurn;
}
