import { apply, createGame, type CreateGameOptions, type EngineEvent, type PlayerId } from '../engine';
import type { Bot } from './bots/types';
import { createRng } from './rng';
import type { CardTotals } from './stats';

/** Turns (both sides counted) after which a game is stopped and reported as capped. */
export const TURN_CAP = 200;

export interface GameRecord {
  winner: PlayerId | null;
  turns: number;
  capped: boolean;
  /** The deck's (seat A's) cards. */
  perCard: Record<string, CardTotals>;
}

interface Tally {
  perCard: Record<string, CardTotals>;
  owned: Set<string>;
  /** The deck's Creature attacking now: Stronghold shifts and mills carry no source. */
  attacker: string | null;
}

function tally(events: EngineEvent[], t: Tally): void {
  const get = (slug: string) => (t.perCard[slug] ??= { played: 0, damageDealt: 0, destroyed: 0 });
  for (const e of events) {
    if (e.type === 'card-played' && e.player === 'A') get(e.card).played++;
    else if (e.type === 'attack') t.attacker = e.player === 'A' ? e.card : null;
    else if (e.type === 'turn-ended') t.attacker = null;
    else if (e.type === 'damage' && e.to.player !== 'A' && t.owned.has(e.source)) get(e.source).damageDealt += e.amount;
    else if (e.type === 'stronghold-shift' && e.player !== 'A' && t.attacker && e.to > e.from)
      get(t.attacker).damageDealt += e.to - e.from;
    else if (e.type === 'mill' && e.player !== 'A' && t.attacker) get(t.attacker).damageDealt += e.cards.length;
    else if (e.type === 'destroyed' && e.player === 'A') get(e.card).destroyed++;
  }
}

/**
 * Plays one game to its end (or the turn cap). `botSeed` seeds the bots' generator, so the
 * game depends only on its options and this seed.
 */
export function playGame(
  options: CreateGameOptions,
  bots: Partial<Record<PlayerId, Bot>>,
  botSeed: number,
  cap = TURN_CAP,
): GameRecord {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  const t: Tally = { perCard: {}, owned: new Set(), attacker: null };
  const a = s.players.A;
  if (a?.kind === 'person') {
    for (const c of a.hand) if (c >= 0) t.owned.add(s.cards[c].slug);
    if (a.champion) t.owned.add(s.cards[a.champion.card].slug);
  }
  tally(created.events, t);
  const rng = createRng(botSeed);
  while (!s.winner && s.turn < cap) {
    const bot = bots[s.active];
    if (!bot) throw new Error(`no bot plays seat ${s.active}`);
    const action = bot(s, rng);
    const r = apply(s, action);
    if (!r.ok) throw new Error(`bot chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`);
    tally(r.events, t);
    s = r.state;
  }
  return { winner: s.winner, turns: s.turn, capped: !s.winner, perCard: t.perCard };
}
