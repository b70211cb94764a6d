import { winningSeats } from '../seats';
import { STRONGHOLD, type CreatureState, type GameState, type PlayerId } from '../types';
import { STRONGHOLD_NAME } from './cards';
import { playerOf } from '../state';

export interface CreatureView {
  card: string;
  damage: number;
  new: boolean;
  host: string | null;
  champion: boolean;
}

/** A state in the shape of a scenario position, with card slugs, for comparison and display. */
export interface StateView {
  mode: string;
  active: PlayerId;
  first: PlayerId;
  turn: number;
  phase: string;
  mana: number;
  winner: PlayerId | null;
  /** The winner, with their teammate in Team Play. */
  winners: PlayerId[];
  players: Partial<Record<PlayerId, Record<string, unknown>>>;
}

function creatureView(s: GameState, c: CreatureState, championCard: number | null): CreatureView {
  return {
    card: s.cards[c.card].slug,
    damage: c.damage,
    new: c.new,
    host: c.host === null ? null : s.cards[c.host].slug,
    champion: championCard !== null && (c.card === championCard || c.host === championCard),
  };
}

export function viewState(s: GameState): StateView {
  const players: StateView['players'] = {};
  for (const id of s.order) {
    const p = playerOf(s, id);
    const champ = p.kind === 'person' && p.champion ? p.champion.card : null;
    const lines: Record<string, CreatureView[]> = {};
    for (const line of p.lines) lines[line] = s.lines[line][id]!.map((c) => creatureView(s, c, champ));
    if (p.kind === 'person') {
      players[id] = {
        hand: p.hand.map((c) => (c === STRONGHOLD ? STRONGHOLD_NAME : s.cards[c].slug)),
        stronghold: p.stronghold,
        lines,
        champion: p.champion ? { card: s.cards[p.champion.card].slug, state: p.champion.state } : null,
      };
      if (p.lastHitBy !== undefined) players[id].lastHitBy = p.lastHitBy;
    } else {
      players[id] = {
        deck: p.deck.map((c) => s.cards[c].slug),
        discard: p.discard.map((c) => s.cards[c].slug),
        deckCount: p.deck.length,
        discardCount: p.discard.length,
        stronghold: p.stronghold,
        lines,
        config: p.config,
      };
    }
  }
  return {
    mode: s.mode,
    active: s.active,
    first: s.first,
    turn: s.turn,
    phase: s.phase,
    mana: s.mana,
    winner: s.winner,
    winners: winningSeats(s),
    players,
  };
}
