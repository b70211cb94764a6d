import { apply } from './apply';
import type { EngineEvent } from './events';
import { readState } from './scenario/parse-state';
import { readAction } from './scenario/parse';
import { randomInt, seedState } from './rng';
import { viewState, type StateView } from './scenario/view';
import type { GameState } from './types';

/** Builds a state from a scenario-format position (test helper). */
export function position(state: Record<string, unknown>, seed = 0): GameState {
  return readState(state, seed);
}

/** A duel position at A's Summoning with the given players (test helper). */
export function duel(players: Record<string, unknown>, extra: Record<string, unknown> = {}): GameState {
  return position({ mode: 'duel', active: 'A', mana: 0, ...extra, players });
}

/** A solo position at the player's Summoning (test helper). */
export function solo(players: Record<string, unknown>, extra: Record<string, unknown> = {}): GameState {
  return position({ mode: 'solo', active: 'A', mana: 0, ...extra, players });
}

/** Applies scenario-format actions; throws on a refused action (test helper). */
export function play(
  state: GameState,
  actions: Array<Record<string, unknown>>,
): { state: GameState; view: StateView; events: EngineEvent[] } {
  let s = state;
  const events: EngineEvent[] = [];
  actions.forEach((a, i) => {
    const r = apply(s, readAction(a, i));
    if (!r.ok) throw new Error(`action ${i} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, view: viewState(s), events };
}

/** The view of one player's side (test helper). */
export function sideOf(
  view: StateView,
  id: 'A' | 'B',
): Record<string, unknown> & { hand?: string[]; lines: Record<string, Array<{ card: string; damage: number }>> } {
  return view.players[id] as never;
}

/** An inline Creature card (test helper). */
export function creature(
  name: string,
  mana: number,
  attack: number | 'X',
  health: number,
  ...abilities: string[]
): Record<string, unknown> {
  return {
    name,
    type: 'creature',
    mana,
    attack,
    health,
    abilities: abilities.map((a) =>
      a.startsWith('aura:') ? { ability: a.slice(5), aura: true } : { ability: a, aura: false },
    ),
  };
}

/** An inline Incantation card (test helper). */
export function incantation(
  name: string,
  mana: number,
  attack: number | 'X',
  ...abilities: string[]
): Record<string, unknown> {
  return {
    name,
    type: 'incantation',
    mana,
    attack,
    health: null,
    abilities: abilities.map((a) => ({ ability: a, aura: false })),
  };
}

/** Scenario-format hand of a person: the Stronghold then the given cards (test helper). */
export function hand(...cards: unknown[]): unknown[] {
  return ['#stronghold', ...cards];
}

/** n distinct filler cards for hands, named Card 1…n (slugs card-1…; test helper). */
export function fill(n: number, from = 1): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => creature(`Card ${from + i}`, 1, 1, 1));
}

/** Filler slugs matching fill(n, from) (test helper). */
export function filled(n: number, from = 1): string[] {
  return Array.from({ length: n }, (_, i) => `card-${from + i}`);
}

/** A person with a hand and lines (test helper). */
export function person(
  handCards: unknown[],
  top: unknown[] = [],
  bottom: unknown[] = [],
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return { hand: handCards, stronghold: 'bastion', lines: { top, bottom }, ...more };
}

/** Draws distinct cards from a pool with a generator seeded by `seed`; each draw goes on from the last (test helper). */
export function cardDrawer(
  seed: number,
): (pool: readonly string[], n: number, exclude?: readonly string[]) => string[] {
  let rng = seedState(seed);
  return (pool, n, exclude = []) => {
    const picked: string[] = [];
    while (picked.length < n) {
      const [i, next] = randomInt(rng, pool.length);
      rng = next;
      if (!exclude.includes(pool[i]) && !picked.includes(pool[i])) picked.push(pool[i]);
    }
    return picked;
  };
}

/** A Free-For-All or Team Play position at `active`'s Summoning (test helper). */
export function fourSeats(
  mode: 'ffa' | 'teams',
  players: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): GameState {
  return position({ mode, active: 'A', mana: 0, ...extra, players });
}
