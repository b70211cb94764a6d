import { apply, createGame, legalActions, playerAt, type Action, type GameState, type PlayerId } from '../lib/engine';
import { toCreateOptions, type GameSetup } from '../lib/table/setup/gameSetup';
import { recordAction, type RecordedAction } from '../lib/table/replay/replayActions';
import { encodeReplay } from '../lib/table/replay/replayCodec';

/** The most Creatures on one side of a line among the lines `seat` plays on. */
export function mostOnALine(s: GameState, seat: PlayerId, side?: PlayerId): number {
  let most = 0;
  for (const line of Object.values(s.lines)) {
    if (!(seat in line)) continue;
    for (const [owner, list] of Object.entries(line)) if (!side || owner === side) most = Math.max(most, list!.length);
  }
  return most;
}

type Play = Extract<Action, { type: 'play' }>;

/** The first Creature seat `s.active` may put on `line`. */
const playOn = (s: GameState, line: string | undefined) =>
  legalActions(s).find((a): a is Play => a.type === 'play' && 'line' in a && a.line === line);

/**
 * A game played here by the engine from `setupOf(seed)`, each seat's move chosen by `move` (a
 * play, or undefined to end the turn), until `until` holds on seat A's turn: the replay code to
 * keep in the browser, so the table opens on that position. Seeds are tried in turn.
 */
function gameWhere(
  setupOf: (seed: number) => GameSetup,
  move: (s: GameState, step: number, seed: number) => Play | undefined,
  until: (s: GameState) => boolean,
): string {
  for (let seed = 1; seed < 300; seed++) {
    const setup = setupOf(seed);
    const created = createGame(toCreateOptions(setup));
    if (!created.ok) throw new Error(created.error.message);
    let s = created.state;
    const actions: RecordedAction[] = [];
    for (let step = 0; step < 400 && !s.winner; step++) {
      if (s.active === 'A' && until(s)) return encodeReplay({ setup, actions });
      const action = recordAction(s, move(s, step, seed) ?? { type: 'end-turn' })!;
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      actions.push(action);
    }
  }
  throw new Error('no seed gives the position asked for');
}

const handSize = (s: GameState, seat: PlayerId) => {
  const p = playerAt(s, seat);
  return p?.kind === 'person' ? p.hand.length : 0;
};
const firstLine = (s: GameState) => {
  const p = playerAt(s, s.active);
  return p?.kind === 'person' ? p.lines[0] : undefined;
};

/**
 * Solo Custom Play with the AI at 10 fixed Mana, Resistance and Rage given to its Creatures (a
 * badge on each): a line where the AI has six
 * Creatures or more while the player's hand is full (8 cards and the Stronghold). The player
 * now and then puts a Creature on the lower line, where it is soon destroyed and comes back.
 */
export function crowdedSoloGame(): string {
  return gameWhere(
    (seed) => ({
      mode: 'solo',
      format: 'preconstructed',
      decks: { A: `deck-${1 + (seed % 4)}` },
      custom: { level: 7, fixedMana: 10, resistance: true, abilities: ['rage'] },
      seed,
    }),
    (s, step, seed) => ((step * 7 + seed) % 3 === 0 ? playOn(s, 'bottom') : undefined),
    (s) => mostOnALine(s, 'B', 'B') >= 6 && handSize(s, 'A') === 9,
  );
}

/** A four-seat game with bots at the other seats, on seat A's turn, with six Creatures or more on one side of one of A's lines (each seat piles its Creatures on its upper line). */
export function crowdedFourSeatGame(mode: 'ffa' | 'teams' | 'coop'): string {
  const decks = mode === 'coop' ? { A: 'deck-1', C: 'deck-2' } : { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' };
  const players =
    mode === 'coop' ? { C: 'greedy' as const } : { B: 'greedy' as const, C: 'greedy' as const, D: 'greedy' as const };
  return gameWhere(
    (seed) => ({ mode, format: 'preconstructed', decks, players, seed }),
    (s) => playOn(s, firstLine(s)),
    (s) => mostOnALine(s, 'A') >= 6,
  );
}

/** Solo Quick Play on the player's turn with three Creatures or more on one of the player's lines, and some of the AI's facing them. */
export function soloGameWithCreatures(): string {
  return gameWhere(
    (seed) => ({ mode: 'solo', format: 'preconstructed', decks: { A: `deck-${1 + (seed % 4)}` }, seed }),
    (s) => (s.active === 'A' ? playOn(s, firstLine(s)) : undefined),
    (s) => mostOnALine(s, 'A', 'A') >= 3 && mostOnALine(s, 'B', 'B') >= 1,
  );
}
