import { describe, expect, it } from 'vitest';
import { cardsOfSet, PRECONSTRUCTED } from '../cards';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { replay } from './replay';
import { randomInt, seedState } from './rng';
import { AI_SEATS, FOUR_SEAT_LINES, PERSON_SEATS, winningSeats } from './seats';
import { createGame, type CreateGameOptions } from './setup';
import type { Action, CoopGame, GameState } from './types';

const COOP = 'Rulebook v1.1 · Multiplayer Modes · Co-op (2 players and 2 AI)';
const decks = { A: 'deck-1', C: 'deck-2' };

function coop(o: Partial<CreateGameOptions> = {}): CoopGame {
  const r = createGame({ mode: 'coop', format: 'preconstructed', decks, seed: 7, ...o });
  if (!r.ok) throw new Error(r.error.message);
  if (r.state.mode !== 'coop') throw new Error('not a Co-op game');
  return r.state;
}

function ok(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Random legal actions until the game ends (or `max` actions), seeded. */
function playOut(s: GameState, seed: number, max = 3000): { state: GameState; actions: Action[] } {
  let rng = seedState(seed);
  const actions: Action[] = [];
  while (!s.winner && actions.length < max) {
    const legal = legalActions(s);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    actions.push(legal[i]);
    s = ok(s, legal[i]);
  }
  return { state: s, actions };
}

describe(`Co-op setup (${COOP}; Rulings R39, R43)`, () => {
  it('seats the players at A and C and the AIs at B and D, each player sharing one line with each AI', () => {
    const s = coop();
    expect(PERSON_SEATS.coop).toEqual(['A', 'C']);
    expect(AI_SEATS.coop).toEqual(['B', 'D']);
    expect(s.order).toEqual(['A', 'B', 'C', 'D']);
    expect([s.players.A.kind, s.players.B.kind, s.players.C.kind, s.players.D.kind]).toEqual([
      'person',
      'ai',
      'person',
      'ai',
    ]);
    for (const id of ['A', 'B', 'C', 'D'] as const) expect(s.players[id].lines).toEqual([...FOUR_SEAT_LINES[id]]);
    expect(s.players.A.hand).toHaveLength(9);
    expect(s.players.C.hand).toHaveLength(9);
  });

  it('Preconstructed: each AI gets the 24 cards of the three decks its player did not take', () => {
    const s = coop();
    const slugs = (ids: number[]) => ids.map((id) => s.cards[id].slug).sort();
    const others = (taken: string) =>
      PRECONSTRUCTED.filter((d) => d.slug !== taken)
        .flatMap((d) => d.cards)
        .sort();
    expect(slugs(s.players.B.deck)).toEqual(others('deck-1'));
    expect(slugs(s.players.D.deck)).toEqual(others('deck-2'));
  });

  it('A plays first with 6 Mana; Custom Play "the AI plays first" starts with AI B, after whose turn C gains 7', () => {
    const s = coop();
    expect([s.first, s.active, s.mana]).toEqual(['A', 'A', 6]);
    const aiFirst = coop({
      format: 'draft',
      decks: draftDecks(),
      aiDeck: aiDraft(),
      soloConfig: { level: 1, aiFirst: true },
    });
    expect(aiFirst.first).toBe('B');
    expect(aiFirst.active).toBe('C');
    expect(aiFirst.turn).toBe(2);
    expect(aiFirst.mana).toBe(7);
  });

  it('refuses Constructed, decks or Champions on an AI seat, and Champions without the Custom Play setting (R43)', () => {
    const bad = (o: Partial<CreateGameOptions>) => {
      const r = createGame({ mode: 'coop', format: 'preconstructed', decks, seed: 1, ...o });
      return r.ok ? 'accepted' : r.error.message;
    };
    expect(bad({ format: 'constructed', decks: draftDecks() })).toBe('Co-op games cannot use the Constructed format');
    expect(bad({ decks: { ...decks, B: 'deck-3' } })).toBe("B: the AI's seat takes no deck or Champion");
    expect(bad({ format: 'draft', decks: draftDecks(), aiDeck: aiDraft(), champions: { A: 'troll' } })).toBe(
      'a Co-op Champion needs Custom Play with the Champion setting',
    );
    expect(
      bad({
        format: 'draft',
        decks: draftDecks(),
        aiDeck: aiDraft(),
        champions: { A: 'troll' },
        soloConfig: { level: 1, fixedMana: 9, champion: true },
      }),
    ).toBe('the Champion setting needs a Champion card for C');
    expect(bad({ format: 'draft', decks: draftDecks(), aiDeck: aiDraft().slice(0, 24) })).toBe(
      "the AIs' Draft cards are 48, got 24",
    );
  });

  it('Champion Module with the Custom Play setting: each player brings one, and both AIs take the settings (R43)', () => {
    const s = coop({
      format: 'draft',
      decks: draftDecks(),
      aiDeck: aiDraft(),
      champions: { A: 'troll', C: 'ogre' },
      soloConfig: { level: 2, fixedMana: 10, champion: true },
    });
    expect(s.players.A.champion?.state).toBe('ready');
    expect(s.players.C.champion?.state).toBe('ready');
    expect(s.players.B.config.fixedMana).toBe(10);
    expect(s.players.D.config.fixedMana).toBe(10);
  });
});

describe(`Co-op turns (${COOP}; Rulebook v1.1 · Solo Mode; Rulings R39, R40)`, () => {
  it('each AI plays its whole turn right after the player before it: A, AI B, C, AI D', () => {
    const s = coop();
    const r = apply(s, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    const turns = r.events.filter((e) => e.type === 'turn-started').map((e) => e.type === 'turn-started' && e.player);
    expect(turns).toEqual(['B', 'C']);
    expect(r.events.some((e) => e.type === 'ai-revealed')).toBe(true);
    expect(r.state.active).toBe('C');
    const r2 = apply(r.state, { type: 'end-turn' });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(
      r2.events.filter((e) => e.type === 'turn-started').map((e) => e.type === 'turn-started' && e.player),
    ).toEqual(['D', 'A']);
  });

  it('first-turn Mana by place in turn order: A 6, C 8 (the third turn); then the hand size', () => {
    let s: GameState = coop();
    expect(s.mana).toBe(6);
    s = ok(s, { type: 'end-turn' });
    expect([s.active, s.turn, s.mana]).toEqual(['C', 3, 8]);
  });

  it("the AIs never act on a person's turn: a play by an AI seat is refused", () => {
    const s = coop();
    const r = apply(s, { type: 'play', card: 'baron', line: 'ab', player: 'B' });
    expect(!r.ok && r.error.code).toBe('not-your-turn');
  });
});

describe(`Co-op games end together (${COOP}; Rulings R41; Solo Mode · Game end)`, () => {
  it('random games end: when the AIs win both players lose, when the players win both AIs lose', () => {
    let ended = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = playOut(coop({ seed }), seed);
      if (!state.winner) continue;
      ended++;
      const winners = winningSeats(state);
      expect([
        ['A', 'C'],
        ['B', 'D'],
      ]).toContainEqual(winners);
    }
    expect(ended).toBe(12);
  });
});

describe('Co-op replay (seed + actions reproduce the game)', () => {
  it('replays a random Co-op game to the same state', () => {
    const options: CreateGameOptions = { mode: 'coop', format: 'preconstructed', decks, seed: 21 };
    const { state, actions } = playOut(coop({ seed: 21 }), 5);
    const again = replay(options, actions);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.state).toEqual(state);
  });
});

function draftDecks() {
  return {
    A: ['baron', 'brute', 'zombie', 'gnome', 'scribe', 'alpha', 'grrr', 'boom'],
    C: ['annihilation', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant', 'parasite'],
  };
}

/** 48 distinct cards outside both draft decks. */
function aiDraft(): string[] {
  const taken = new Set([...draftDecks().A, ...draftDecks().C, 'troll', 'ogre']);
  return PRECONSTRUCTED.flatMap((d) => d.cards)
    .concat(felonie())
    .filter((c) => !taken.has(c))
    .slice(0, 48);
}

function felonie(): string[] {
  return [...cardsOfSet('felonie'), ...cardsOfSet('submersion')].map((c) => c.slug);
}
