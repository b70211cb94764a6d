import { describe, expect, it } from 'vitest';
import { runScenario } from './run';

const source = 'docs/scenario-format.md: Cards; The position; The expectation';
type Obj = Record<string, unknown>;
const person = (hand: unknown[], top: unknown[] = [], extra: Obj = {}) => ({
  hand,
  stronghold: 'bastion',
  lines: { top, bottom: [] },
  ...extra,
});
const duel = (A: Obj, B: Obj, actions: unknown[] = [], expect: Obj = {}, mana = 9) => ({
  name: 't',
  state: { mode: 'duel', active: 'A', mana, players: { A, B } },
  actions,
  expect,
});
const reason = (scenario: unknown) => {
  const r = runScenario(scenario);
  return r.pass ? 'PASS' : r.reason;
};
const wall = (name: string, extra: Obj = {}) => ({
  name,
  type: 'creature',
  mana: 2,
  attack: 1,
  health: 3,
  abilities: [],
  ...extra,
});

describe(`scenario contract (${source})`, () => {
  it('refuses a Champion that is also in the hand or on a line: the same card twice', () => {
    const inPlayAndHand = person(['#stronghold', 'martyr'], [{ card: 'martyr', champion: true }], {
      champion: { card: 'martyr', state: 'in-play' },
    });
    expect(reason(duel(inPlayAndHand, person(['#stronghold', 'troll'])))).toMatch(
      /impossible position: A has "martyr" twice/,
    );
    const readyAndLine = person(['#stronghold', 'troll'], ['martyr'], { champion: { card: 'martyr', state: 'ready' } });
    expect(reason(duel(readyAndLine, person(['#stronghold', 'troll'])))).toMatch(/"martyr" twice/);
    const exhaustedAndHand = person(['#stronghold', 'martyr'], [], {
      champion: { card: 'martyr', state: 'exhausted' },
    });
    expect(reason(duel(exhaustedAndHand, person(['#stronghold', 'troll'])))).toMatch(/"martyr" twice/);
  });

  it("refuses a Creature marked as the Champion that is not the player's Champion", () => {
    const mismatch = person(['#stronghold', 'troll'], [{ card: 'baron', champion: true }], {
      champion: { card: 'martyr', state: 'in-play' },
    });
    expect(reason(duel(mismatch, person(['#stronghold', 'troll'])))).toMatch(
      /Champion is "martyr" but the Creature marked as its Champion in play is "baron"/,
    );
  });

  it('refuses a Champion for the Solo AI rather than ignoring it', () => {
    const solo = (B: Obj) => ({
      name: 's',
      state: { mode: 'solo', active: 'A', mana: 0, players: { A: person(['#stronghold', 'troll']), B } },
    });
    expect(reason(solo({ deck: ['baron'], champion: 'martyr' }))).toMatch(/the Solo AI has no Champion/);
    expect(reason(solo({ deck: ['baron'], lines: { top: [{ card: 'martyr', champion: true }] } }))).toMatch(
      /the Solo AI has no Champion/,
    );
  });

  it('refuses a Creature with as much Damage as HP (it would have been destroyed), counting both cards of a stack', () => {
    expect(
      reason(duel(person(['#stronghold', 'troll'], [{ card: 'zombie', damage: 1 }]), person(['#stronghold', 'troll']))),
    ).toMatch(/has 1 Damage for 1 HP/);
    expect(
      reason(
        duel(
          person(['#stronghold', 'troll'], [{ card: 'familier', host: 'baron', damage: 5 }]),
          person(['#stronghold', 'troll']),
        ),
      ),
    ).toBe('PASS');
    expect(
      reason(
        duel(
          person(['#stronghold', 'troll'], [{ card: 'familier', host: 'baron', damage: 6 }]),
          person(['#stronghold', 'troll']),
        ),
      ),
    ).toMatch(/6 Damage for 6 HP/);
  });

  it('refuses "new" or "champion" that are not true or false instead of reading them as false', () => {
    expect(
      reason(
        duel(person(['#stronghold', 'troll'], [{ card: 'zombie', new: 'yes' }]), person(['#stronghold', 'troll'])),
      ),
    ).toMatch(/top\[0\]\.new must be true or false/);
    expect(
      reason(
        duel(person(['#stronghold', 'troll'], [{ card: 'zombie', champion: 1 }]), person(['#stronghold', 'troll'])),
      ),
    ).toMatch(/champion must be true or false/);
  });

  it('compares a Creature object on the keys it names, even without "card"', () => {
    const s = (want: Obj) =>
      duel(person(['#stronghold', 'troll'], [{ card: 'baron', damage: 2 }]), person(['#stronghold', 'troll']), [], {
        players: { A: { lines: { top: [want] } } },
      });
    expect(reason(s({ damage: 2 }))).toBe('PASS');
    expect(reason(s({ damage: 1 }))).toMatch(/top\[0\]\.damage: expected 1, got 2/);
    expect(reason(s({ new: false, host: null }))).toBe('PASS');
  });

  it('compares a Champion written as a bare card or with only some of its keys', () => {
    const s = (want: unknown) =>
      duel(
        person(['#stronghold', 'troll'], [], { champion: { card: 'martyr', state: 'exhausted' } }),
        person(['#stronghold', 'troll']),
        [],
        { players: { A: { champion: want } } },
      );
    expect(reason(s('martyr'))).toBe('PASS');
    expect(reason(s({ state: 'exhausted' }))).toBe('PASS');
    expect(reason(s('titan'))).toMatch(/champion\.card: expected "titan", got "martyr"/);
    expect(reason(s(null))).toMatch(/champion: expected null/);
    expect(
      reason(
        duel(person(['#stronghold', 'troll']), person(['#stronghold', 'troll']), [], {
          players: { A: { champion: 'martyr' } },
        }),
      ),
    ).toMatch(/got no Champion/);
  });

  it('names an inline card by the slug of its name, and also by the slug it carries or an official-looking slug', () => {
    const play = (card: string, hand: unknown[] = ['#stronghold', wall("Garde d'Élite", { slug: 'my-guard' })]) =>
      duel(person(hand), person(['#stronghold', 'troll']), [{ do: 'play', card, line: 'top' }], {
        mana: 7,
        players: { A: { hand: ['#stronghold'], lines: { top: [card] } } },
      });
    expect(reason(play("garde-d'elite"))).toBe('PASS');
    expect(reason(play('my-guard'))).toBe('PASS');
    expect(reason(play('garde-d-elite'))).toBe('PASS');
    const both = ['#stronghold', wall('Twin A', { slug: 'twin' }), wall('Twin B', { slug: 'twin' })];
    expect(reason(play('twin', both))).toMatch(/unknown card "twin"/);
  });
});

describe(`scenario actions (${source})`, () => {
  it('fails an action naming an unknown card, even when an error is expected, but lets the engine refuse a known card not in hand', () => {
    const s = (card: string) =>
      duel(person(['#stronghold', 'baron']), person(['#stronghold', 'troll']), [{ do: 'play', card, line: 'top' }], {
        error: 'not-playable',
      });
    expect(reason(s('no-such-card'))).toMatch(/actions\[0\]\.card: unknown card "no-such-card"/);
    expect(reason(s('titan'))).toBe('PASS');
    expect(reason(s('#stronghold'))).toBe('PASS');
  });
});

describe(`scenario expectations (${source})`, () => {
  it('reads "error": null as no refused action', () => {
    const s = (line: string) =>
      duel(person(['#stronghold', 'baron']), person(['#stronghold', 'troll']), [{ do: 'play', card: 'baron', line }], {
        error: null,
        mana: 6,
      });
    expect(reason(s('top'))).toBe('PASS');
    expect(reason(s('middle'))).toMatch(/last action refused \(bad-line/);
  });

  it('also names an inline card with each space read as its own dash', () => {
    const hand = ['#stronghold', wall('Two  Words')];
    const s = (card: string) =>
      duel(person(hand), person(['#stronghold', 'troll']), [{ do: 'play', card, line: 'top' }], {
        players: { A: { lines: { top: [card] } } },
      });
    expect(reason(s('two-words'))).toBe('PASS');
    expect(reason(s('two--words'))).toBe('PASS');
  });

  it("reads four seats with their shared lines (ffa, teams) and refuses a line that is not the player's", () => {
    const four = (mode: string, A: Obj, extra: Obj = {}) => ({
      name: 'f',
      state: {
        mode,
        active: 'A',
        mana: 3,
        players: {
          A,
          B: { hand: ['#stronghold', 'ogre'] },
          C: { hand: ['#stronghold', 'troll'] },
          D: { hand: ['#stronghold', 'gnome'] },
        },
        ...extra,
      },
    });
    expect(reason(four('ffa', { hand: ['#stronghold', 'baron'], lines: { ab: ['zombie'], da: [] } }))).toBe('PASS');
    expect(reason(four('teams', { hand: ['#stronghold', 'baron'], lines: { top: ['zombie'] } }))).toMatch(
      /A\.lines: unknown line "top" \(A's lines: ab, da\)/,
    );
    expect(reason(four('ffa', { hand: ['#stronghold', 'baron'], lines: { bc: ['zombie'] } }))).toMatch(
      /unknown line "bc"/,
    );
    expect(
      reason(
        four(
          'ffa',
          { hand: ['#stronghold', 'baron'] },
          { expect: { winners: [], players: { D: { hand: ['#stronghold', 'gnome'] } } } },
        ),
      ),
    ).toBe('PASS');
    expect(
      reason(duel(person(['#stronghold', 'troll']), person(['#stronghold', 'baron'], [], { lastHitBy: 'A' }))),
    ).toMatch(/lastHitBy is for the Multiplayer Modes/);
    expect(reason({ name: 'x', state: { mode: 'duel', active: 'C', players: {} } })).toMatch(
      /state.active must be A or B$/,
    );
    expect(reason({ name: 'x', state: { mode: 'teams', first: 'E', players: {} } })).toMatch(
      /state.first must be A, B, C or D$/,
    );
  });

  it('runs Draft scenarios from a known pile and says what differs or what is impossible', () => {
    const pile = [
      'baron',
      'brute',
      'zombie',
      'ogre',
      'troll',
      'gnome',
      'scribe',
      'alpha',
      'annihilation',
      'boom',
      'carapace',
      'partisan',
      'revenant',
      'abomination',
      'combustion',
      'lieutenant',
      'parasite',
      'microctopus',
      'mutant',
      'assassin',
      'reptile',
      'aberration',
      'carnivore',
      'grrr',
      'vortex',
      'disciple',
      'machine',
      'brigand',
      'martyr',
      'shaman',
      'meteorite',
      'cyclone',
    ];
    const draft = (actions: unknown[], expect: Obj, d: Obj = { mode: 'ffa', pile }) =>
      reason({ name: 'd', draft: d, actions, expect });
    expect(
      draft([{ do: 'pick', player: 'A', card: 'ogre' }], {
        chooser: 'B',
        picks: { A: ['ogre'] },
        revealed: ['baron', 'brute', 'zombie', 'troll', 'gnome', 'scribe', 'alpha'],
      }),
    ).toBe('PASS');
    expect(draft([{ do: 'pick', player: 'A', card: 'ogre' }], { chooser: 'C' })).toBe('chooser: expected "C", got "B"');
    expect(draft([{ do: 'pick', player: 'B', card: 'ogre' }], { error: 'not-your-turn' })).toBe('PASS');
    expect(draft([], {}, { mode: 'ffa', pile: pile.slice(0, 20) })).toBe(
      'impossible position: a ffa Draft needs 32 cards in its pile',
    );
    expect(draft([], {}, { mode: 'ffa', pile: [...pile.slice(1), 'brute'] })).toMatch(/holds a card twice/);
  });
});
