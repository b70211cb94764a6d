import { getCard } from '../cards';
import type { Card } from '../cards/types';
import {
  AI_SEATS,
  FOUR_SEAT_LINES,
  STRONGHOLD,
  aiConfigOf,
  hasFourSeats,
  type AiState,
  type CardDef,
  type CreatureState,
  type CustomPlaySettings,
  type GameState,
  type PersonState,
  type PlayerId,
  toCardDef,
  maskOf,
} from '../engine';
import { HIDDEN_CARD, type GameView } from '../rooms/protocol';
import { HAND_STRONGHOLD } from '../table/board/boardView';

/** A card this seat may not see: it keeps its place in a hand or a deck, never its name. */
const HIDDEN_DEF: CardDef = {
  slug: HIDDEN_CARD,
  name: '?',
  type: 'creature',
  mana: 0,
  attack: 0,
  health: 0,
  abilities: [],
  own: 0,
  aura: 0,
  atk: 0,
  hp: 0,
};

/**
 * The position as one seat sees it, in the engine's shape, so the table's pure helpers (which
 * cards are playable and why, where a card may go, the Creatures' flags, the refusals' wording)
 * run on it unchanged. Nothing is ever played on it: the server holds the real game. Another
 * person's hand and the AIs' decks are placeholders of the right size; the generator is absent.
 */
export function standInState(view: GameView, soloSettings?: CustomPlaySettings): GameState {
  const cards: CardDef[] = [HIDDEN_DEF];
  const ids = new Map<string, number>([[HIDDEN_CARD, 0]]);
  const champions = new Map(Object.values(view.champions).flatMap((c) => (c ? [[c.slug, c] as const] : [])));
  const idOf = (slug: string): number => {
    const known = ids.get(slug);
    if (known !== undefined) return known;
    const card: Card | undefined = champions.get(slug) ?? getCard(slug);
    const id = cards.push(card ? toCardDef(card) : { ...HIDDEN_DEF, slug, name: slug }) - 1;
    ids.set(slug, id);
    return id;
  };
  const b = view.board;
  const lines: GameState['lines'] = {};
  for (const [line, sides] of Object.entries(b.lines)) {
    lines[line] = {};
    for (const [seat, list] of Object.entries(sides)) {
      lines[line][seat as PlayerId] = (list ?? []).map((c): CreatureState => ({
        card: idOf(c.card),
        host: c.host === null ? null : idOf(c.host),
        damage: c.damage,
        new: false,
        protectionUsed: false,
        sprint: 0,
      }));
    }
  }
  const four = hasFourSeats(view.mode);
  const linesOf = (seat: PlayerId): string[] =>
    four ? [...FOUR_SEAT_LINES[seat as keyof typeof FOUR_SEAT_LINES]] : ['top', 'bottom'];
  const config = aiConfigOf(soloSettings);
  const players: Partial<Record<PlayerId, PersonState | AiState>> = {};
  for (const seat of view.order) {
    const v = b.seats[seat];
    if (!v) continue;
    if (v.kind === 'ai' || (AI_SEATS[view.mode] as readonly PlayerId[]).includes(seat)) {
      const discard = (view.discards[seat] ?? []).map(idOf);
      players[seat] = {
        kind: 'ai',
        deck: Array<number>(v.deck).fill(0),
        discard,
        stronghold: v.side,
        config,
        granted: maskOf(config.abilities),
        lines: linesOf(seat),
      };
    } else {
      const champion = view.champions[seat];
      players[seat] = {
        kind: 'person',
        hand: v.hand.map((slug) => (slug === HAND_STRONGHOLD ? STRONGHOLD : idOf(slug))),
        stronghold: v.side,
        champion: champion && v.champion ? { card: idOf(champion.slug), state: v.champion } : null,
        lines: linesOf(seat),
      };
    }
  }
  return {
    mode: view.mode,
    players,
    cards,
    order: view.order,
    first: view.first,
    active: b.active,
    turn: b.turn,
    phase: b.winner ? 'over' : 'summoning',
    mana: view.mana,
    winner: b.winner,
    rng: 0,
    lines,
  } as GameState;
}
