import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../setup/gameSetup';
import { decodeReplay, encodeReplay } from './replayCodec';
import { randomGame } from '../setup/randomGame';
import { replayGame } from './replayGame';

const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
const eightB = ['annihilation', 'boom', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant'];
const champion = {
  slug: 'champion-ser-ombre',
  name: 'Ser Ombre',
  type: 'creature' as const,
  mana: 4,
  attack: 'X' as const,
  health: 3,
  abilities: [
    { ability: 'vulnerability' as const, aura: false },
    { ability: 'rage' as const, aura: true },
  ],
};

describe('replay codes', () => {
  const setups: GameSetup[] = [
    { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-3' }, seed: 4_000_000_123 },
    { mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-4' }, seed: 7, opponent: 'bot-hard' },
    { mode: 'duel', format: 'constructed', decks: { A: eight, B: eightB }, champions: { B: champion }, seed: 12 },
    {
      mode: 'solo',
      format: 'preconstructed',
      decks: { A: 'deck-2' },
      seed: 99,
      custom: {
        level: 6,
        fixedMana: 8,
        aiFirst: true,
        resistance: true,
        abilities: ['rage', 'splash'],
        noBastion: true,
        champion: false,
        manaPerCreature: 1,
      },
    },
  ];

  it('decode(encode(x)) gives the same setup and actions, and replaying reaches the same final state', () => {
    for (const setup of setups) {
      const { replay, final } = randomGame(setup);
      const code = encodeReplay(replay);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      const decoded = decodeReplay(code);
      if (!decoded.ok) throw new Error(decoded.error.message);
      expect(decoded.replay.actions).toEqual(replay.actions);
      const replayed = replayGame(decoded.replay);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(JSON.stringify(replayed.steps.at(-1)!.state)).toBe(JSON.stringify(final));
    }
  });

  it('keeps the setup details (seed, opponent, Custom Play, Champion)', () => {
    for (const setup of setups) {
      const decoded = decodeReplay(encodeReplay({ setup, actions: [] }));
      if (!decoded.ok) throw new Error(decoded.error.message);
      const expected = { ...setup, opponent: setup.mode === 'duel' ? (setup.opponent ?? 'hot-seat') : undefined };
      if (expected.custom) expected.custom = { ...expected.custom, champion: undefined, manaPerCreature: undefined };
      expect(JSON.parse(JSON.stringify(decoded.replay.setup))).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it('is compact: a whole game fits a link', () => {
    const { replay } = randomGame(setups[0]);
    expect(encodeReplay(replay).length).toBeLessThan(40 + replay.actions.length * 4);
  });

  it('never throws on bad input and says what is wrong', () => {
    const code = encodeReplay(randomGame(setups[1]).replay);
    const cases: Array<[unknown, string]> = [
      ['', 'empty'],
      [null, 'empty'],
      [42, 'empty'],
      ['x'.repeat(7000), 'too-long'],
      ['abc$def', 'bad-character'],
      ['AB', 'malformed'],
      [code.slice(0, -4), 'bad-checksum'],
    ];
    for (const [input, error] of cases) {
      const r = decodeReplay(input);
      expect(r.ok ? 'ok' : r.error.code).toBe(error);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    }
    // Every single-character change is caught (CRC-32 over the whole body).
    for (let i = 0; i < code.length; i += 3) {
      const swapped = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(decodeReplay(swapped).ok).toBe(false);
    }
  });

  it('reports a refused action with its position when a code names an impossible move', () => {
    const setup = setups[0];
    const bad = encodeReplay({ setup, actions: [{ type: 'play', card: 30, line: 'top' }] });
    const decoded = decodeReplay(bad);
    if (!decoded.ok) throw new Error(decoded.error.message);
    const r = replayGame(decoded.replay);
    expect(!r.ok && r.error.code).toBe('refused-action');
    expect(!r.ok && r.error.index).toBe(0);
    expect(!r.ok && r.steps).toHaveLength(1);
  });
});
