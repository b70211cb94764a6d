import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { replay } from './replay';
import { randomInt, seedState } from './rng';
import { FOUR_SEAT_LINES, winningSeats } from './seats';
import { createGame, type CreateGameOptions } from './setup';
import { fourSeats, play } from './testing';
import { STRONGHOLD, type Action, type GameState, type PersonState, type PlayerId } from './types';
import { playerAt } from './state';

const SETUP = 'Rulebook v1.1 · Multiplayer Modes · Setup';
const END = 'Rulebook v1.1 · Multiplayer Modes · Game end and win conditions';
const decks = { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' };
const seats = ['A', 'B', 'C', 'D'] as const;

function created(o: CreateGameOptions): GameState {
  const r = createGame(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
const person = (s: GameState, id: PlayerId) => playerAt(s, id) as PersonState;
const others = {
  B: { hand: ['#stronghold', 'ogre'] },
  C: { hand: ['#stronghold', 'troll'] },
  D: { hand: ['#stronghold', 'gnome'] },
};

describe(`four seats: the table (${SETUP}; Ruling R36)`, () => {
  for (const mode of ['ffa', 'teams'] as const) {
    it(`${mode}: four persons, 4 lines, each player sharing one line with each neighbour and none with the player opposite`, () => {
      const s = created({ mode, format: 'preconstructed', decks, seed: 5 });
      expect(s.order).toEqual(['A', 'B', 'C', 'D']);
      expect(Object.keys(s.lines).sort()).toEqual(['ab', 'bc', 'cd', 'da']);
      for (const line of Object.values(s.lines)) expect(Object.keys(line)).toHaveLength(2);
      for (const id of seats) {
        const p = person(s, id);
        expect(p.hand).toHaveLength(9);
        expect(p.hand[0]).toBe(STRONGHOLD);
        expect(p.stronghold).toBe('bastion');
        expect(p.lines).toEqual([...FOUR_SEAT_LINES[id]]);
      }
      const shared = (a: PlayerId, b: PlayerId) => person(s, a).lines.filter((l) => person(s, b).lines.includes(l));
      // Upper line with the next seat, lower line with the previous one.
      expect(shared('A', 'B')).toEqual(['ab']);
      expect(shared('B', 'C')).toEqual(['bc']);
      expect(shared('C', 'D')).toEqual(['cd']);
      expect(shared('D', 'A')).toEqual(['da']);
      expect(person(s, 'A').lines[0]).toBe('ab');
      expect(person(s, 'C').lines).toEqual(['cd', 'bc']);
      expect(shared('A', 'C')).toEqual([]);
      expect(shared('B', 'D')).toEqual([]);
    });
  }

  it('a four-seat turn cites the Multiplayer Modes, not the Duel', () => {
    for (const mode of ['ffa', 'teams'] as const) {
      const r = apply(created({ mode, format: 'preconstructed', decks, seed: 3 }), { type: 'end-turn' });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events.filter((e) => e.type === 'turn-started').map((e) => e.rule)).toEqual([
        'Rulebook v1.1 · Multiplayer Modes',
      ]);
    }
  });

  it('the first player is drawn among the four by the seed; turns then go round A→B→C→D', () => {
    const firsts = new Set<PlayerId>();
    for (let seed = 0; seed < 40; seed++)
      firsts.add(created({ mode: 'ffa', format: 'preconstructed', decks, seed }).first);
    expect(firsts).toEqual(new Set(seats));
    let s = created({ mode: 'ffa', format: 'preconstructed', decks, seed: 3 });
    const turns: PlayerId[] = [s.active];
    for (let i = 0; i < 5; i++) {
      const r = apply(s, { type: 'end-turn' });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      turns.push(s.active);
    }
    const i = seats.indexOf(turns[0]);
    expect(turns).toEqual([0, 1, 2, 3, 4, 5].map((k) => seats[(i + k) % 4]));
  });

  it(`first-turn Mana is 6, 7 and 8 for the first three players, the fourth gains one per card in hand (${END}, Exception)`, () => {
    for (const mode of ['ffa', 'teams'] as const) {
      let s = created({ mode, format: 'preconstructed', decks, seed: 11 });
      const gained: number[] = [s.mana];
      const rules: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = apply(s, { type: 'end-turn' });
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        gained.push(s.mana);
        const event = r.events.find((e) => e.type === 'mana-gained');
        if (event) rules.push(event.rule);
      }
      // Nobody played a card: the fourth holds 9 cards, and the first player's second turn is regular too.
      expect(gained).toEqual([6, 7, 8, 9, 9]);
      expect(rules.slice(0, 2)).toEqual([`${END} (Exception)`, `${END} (Exception)`]);
      expect(rules[2]).toBe('Rulebook v1.1 · Phase 1 – Mana Regeneration');
    }
  });

  it('Preconstructed: each player takes a different deck; Duel seats refuse C and D', () => {
    const same = createGame({ mode: 'ffa', format: 'preconstructed', decks: { ...decks, D: 'deck-1' }, seed: 1 });
    expect(same).toMatchObject({ ok: false, error: { message: 'each player takes a different preconstructed deck' } });
    const missing = createGame({
      mode: 'teams',
      format: 'preconstructed',
      decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3' },
      seed: 1,
    });
    expect(missing).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('D: unknown preconstructed deck') },
    });
    const duel = createGame({ mode: 'duel', format: 'preconstructed', decks, seed: 1 });
    expect(duel).toMatchObject({ ok: false, error: { message: 'duel has no seat C, D' } });
    expect(createGame({ mode: 'coop', format: 'preconstructed', decks, seed: 1 })).toMatchObject({
      ok: false,
      error: { message: "B, D: the AI's seat takes no deck or Champion" },
    });
  });

  it('Constructed with the Champion Module: every seat may bring a Champion', () => {
    const eights = [
      ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'],
      ['annihilation', 'boom', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant'],
      ['parasite', 'microctopus', 'mutant', 'assassin', 'reptile', 'aberration', 'carnivore', 'grrr'],
      ['vortex', 'disciple', 'machine', 'brigand', 'martyr', 'shaman', 'meteorite', 'cyclone'],
    ];
    const s = created({
      mode: 'teams',
      format: 'constructed',
      seed: 2,
      decks: { A: eights[0], B: eights[1], C: eights[2], D: eights[3] },
      champions: { A: 'faucheur', B: 'naga', C: 'hydre', D: 'veteran' },
    });
    for (const id of seats) expect(person(s, id).champion?.state).toBe('ready');
    expect(s.cards).toHaveLength(36);
  });
});

describe(`four seats: who wins (${END}; Ruling R22)`, () => {
  it("a Fort destroyed by an enemy Creature: that Creature's owner wins at once, whoever damaged it before", () => {
    const s = fourSeats(
      'ffa',
      {
        A: { hand: ['#stronghold', 'baron'] },
        B: { hand: ['#stronghold', 'ogre'], lines: { bc: ['brute'] } },
        C: { hand: ['zombie', '#stronghold', 'scribe'], stronghold: 'fort', lastHitBy: 'D' },
        D: { hand: ['#stronghold', 'gnome'] },
      },
      { active: 'B', turn: 9 },
    );
    const { state, view } = play(s, [{ do: 'end-turn' }]);
    expect(state.winner).toBe('B');
    expect(view.winners).toEqual(['B']);
    expect(state.phase).toBe('over');
    expect(state.active).toBe('B');
  });

  it("an enemy's hit is remembered on the Stronghold it damaged (Bastion or Fort side)", () => {
    const s = fourSeats(
      'ffa',
      {
        A: { hand: ['#stronghold', 'baron', 'zombie', 'scribe'] },
        B: { hand: ['#stronghold', 'ogre'] },
        C: { hand: ['#stronghold', 'troll'] },
        D: { hand: ['#stronghold', 'gnome'], lines: { da: ['grrr'] } },
      },
      { active: 'D', turn: 9 },
    );
    const { state } = play(s, [{ do: 'end-turn' }]);
    expect(person(state, 'A').hand.indexOf(STRONGHOLD)).toBe(1);
    expect(person(state, 'A').lastHitBy).toBe('D');
    expect(person(state, 'B').lastHitBy).toBeUndefined();
  });

  it("a Fort brought to the rightmost by its owner's own play: the enemy who last damaged it wins", () => {
    const s = fourSeats(
      'ffa',
      {
        A: { hand: ['zombie', '#stronghold', 'baron'], stronghold: 'fort', lastHitBy: 'C' },
        ...others,
      },
      { mana: 9, turn: 9 },
    );
    const { state } = play(s, [{ do: 'play', card: 'baron', line: 'ab' }]);
    expect(state.winner).toBe('C');
  });

  it('…and when no enemy ever damaged it, the next enemy in turn order; in Team Play that team wins', () => {
    const position = { A: { hand: ['zombie', '#stronghold', 'baron'], stronghold: 'fort' }, ...others };
    const ffa = play(fourSeats('ffa', position, { mana: 9, turn: 9 }), [{ do: 'play', card: 'baron', line: 'da' }]);
    expect(ffa.state.winner).toBe('B');
    const teams = play(fourSeats('teams', position, { mana: 9, turn: 9 }), [{ do: 'play', card: 'baron', line: 'da' }]);
    expect(teams.state.winner).toBe('B');
    expect(winningSeats(teams.state)).toEqual(['B', 'D']);
  });

  it("Team Play: D's Creature destroying A's Fort wins for D's team, B and D", () => {
    const s = fourSeats(
      'teams',
      {
        A: { hand: ['zombie', '#stronghold', 'scribe'], stronghold: 'fort', lastHitBy: 'B' },
        B: { hand: ['#stronghold', 'ogre'] },
        C: { hand: ['#stronghold', 'troll'] },
        D: { hand: ['#stronghold', 'gnome'], lines: { da: ['brute'] } },
      },
      { active: 'D', turn: 9 },
    );
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(view.winner).toBe('D');
    expect(view.winners).toEqual(['B', 'D']);
  });
});

describe('four seats: Mercenary goes to an enemy it faced (Ruling R37; Rulebook v1.1 · Special Abilities · Mercenary)', () => {
  it('a destroyed Mercenary Creature goes to the enemy across its line, not to the next seat', () => {
    const s = fourSeats(
      'ffa',
      {
        A: { hand: ['#stronghold', 'baron'], lines: { ab: ['brute'] } },
        B: { hand: ['#stronghold', 'ogre'], lines: { ab: ['fripon'] } },
        C: { hand: ['#stronghold', 'troll'] },
        D: { hand: ['#stronghold', 'gnome'] },
      },
      { turn: 9 },
    );
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(view.players.A?.hand).toEqual(['#stronghold', 'baron', 'fripon']);
    expect(view.players.C?.hand).toEqual(['#stronghold', 'troll']);
  });

  it('a Mercenary Incantation goes to the enemy whose Creature it targeted, or across the line of a friendly target', () => {
    const start = (mode: 'ffa' | 'teams') =>
      fourSeats(
        mode,
        {
          A: { hand: ['#stronghold', 'dislocation', 'baron'], lines: { da: ['troll'] } },
          B: { hand: ['#stronghold', 'ogre'] },
          C: { hand: ['#stronghold', 'gnome'], lines: { cd: ['brute'] } },
          D: { hand: ['#stronghold', 'zombie'] },
        },
        { mana: 5, turn: 9 },
      );
    const onC = play(start('ffa'), [
      { do: 'play', card: 'dislocation', target: { player: 'C', line: 'cd', index: 0 } },
    ]);
    expect(onC.view.players.C?.hand).toEqual(['#stronghold', 'gnome', 'dislocation']);
    // In Team Play C is A's teammate: the card goes to D, across the line of the Creature it hit.
    const onMate = play(start('teams'), [
      { do: 'play', card: 'dislocation', target: { player: 'C', line: 'cd', index: 0 } },
    ]);
    expect(onMate.view.players.D?.hand).toEqual(['#stronghold', 'zombie', 'dislocation']);
    const onOwn = play(start('ffa'), [
      { do: 'play', card: 'dislocation', target: { player: 'A', line: 'da', index: 0 } },
    ]);
    expect(onOwn.view.players.D?.hand).toEqual(['#stronghold', 'zombie', 'dislocation']);
  });
});

describe('four seats: legal actions, apply and replay', () => {
  it('a random four-seat game replays from its setup and actions to the same state', () => {
    const options: CreateGameOptions = {
      mode: 'ffa',
      format: 'preconstructed',
      decks: { A: 'deck-4', B: 'deck-3', C: 'deck-2', D: 'deck-1' },
      seed: 77,
    };
    let s = created(options);
    let rng = seedState(9);
    const actions: Action[] = [];
    while (!s.winner && s.turn < 400) {
      const legal = legalActions(s);
      for (const a of legal) if (a.type === 'play' && 'line' in a) expect(person(s, s.active).lines).toContain(a.line);
      const [k, next] = randomInt(rng, legal.length);
      rng = next;
      const r = apply(s, legal[k]);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(legal[k]);
      s = r.state;
    }
    expect(s.winner).not.toBeNull();
    const again = replay(options, actions);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.state).toEqual(s);
  });
});
