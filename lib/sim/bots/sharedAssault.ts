import {
  assaultInPlace,
  ownCopy,
  ownCopyInto,
  playerOf,
  STRONGHOLD,
  type CardDef,
  type GameState,
  type OwnedState,
  type PlayerId,
} from '../../engine';
import type { HiddenSample } from './determinize';

/** The hidden list of a seat: the AI's deck, or a person's hand. */
function hiddenOf(s: GameState, id: PlayerId): number[] {
  const p = playerOf(s, id);
  return p.kind === 'ai' ? p.deck : p.hand;
}

/**
 * The seat's own Assault played once for every sampled world. The Assault only moves the
 * cards nobody sees (the AI's deck milled onto its discard pile, a Stronghold shifted through
 * a hand): it is played on a copy whose hidden cards are stand-ins, ids past the card table
 * whose definitions, if any rule reads one, say so. When none was read and the generator was
 * not drawn from, the Assault in a world is that result with the world's cards put back in
 * place of the stand-ins; otherwise the caller plays each world's Assault itself.
 */
export function createSharedAssault(root: GameState, me: PlayerId, others: readonly PlayerId[]) {
  const cards = root.cards;
  const first = cards.length;
  let read = false;
  const standIn = new Proxy({} as CardDef, {
    get() {
      read = true;
      return 0;
    },
  });
  const table: CardDef[] = cards.slice();
  const flat: number[] = [];

  /** The position after the seat's Assault with stand-ins for the hidden cards, or null when that cannot serve every world. */
  function assault(s: GameState): OwnedState | null {
    const a = ownCopy(s);
    // Stand-in `first + o + i` is card i of the hidden list that starts at o when the seats' lists are laid end to end.
    let o = first;
    for (const id of others) {
      const list = hiddenOf(a, id);
      for (let i = 0; i < list.length; i++) if (list[i] !== STRONGHOLD) list[i] = o + i;
      o += list.length;
    }
    while (table.length < o) table.push(standIn);
    a.cards = table;
    const rng = a.rng;
    read = false;
    assaultInPlace(a, me);
    if (read || a.rng !== rng) return null;
    for (const line in a.lines) {
      const sides = a.lines[line];
      for (const side in sides)
        for (const c of sides[side as PlayerId]!) if (c.card >= first || (c.host ?? 0) >= first) return null;
    }
    return a;
  }

  function put(list: number[]): void {
    for (let i = 0; i < list.length; i++) if (list[i] >= first) list[i] = flat[list[i] - first];
  }

  /** The shared Assault's result in the world `sample`: a copy the caller owns, written over `into` when given. */
  function inWorld(a: OwnedState, sample: HiddenSample, into?: OwnedState): OwnedState {
    flat.length = 0;
    for (const list of sample.lists) for (let i = 0; i < list.length; i++) flat.push(list[i]);
    const d = into ? ownCopyInto(into, a) : ownCopy(a);
    d.cards = cards;
    for (const id of others) {
      const p = playerOf(d, id);
      if (p.kind === 'ai') {
        put(p.deck);
        put(p.discard);
      } else put(p.hand);
    }
    d.rng = sample.rng;
    return d;
  }

  /** The world a position is in already: its own hidden lists and generator. */
  function own(s: GameState): HiddenSample {
    return { lists: others.map((id) => hiddenOf(s, id)), rng: s.rng };
  }

  return { assault, inWorld, own };
}
