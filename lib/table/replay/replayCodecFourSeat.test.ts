import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, draftDecks, legalDraftActions } from '../../engine';
import type { GameSetup } from '../setup/gameSetup';
import { crc32 } from '../../champions/crc32';
import { ByteWriter, fromBase64Url, toBase64Url } from './bytes';
import { randomGame } from '../setup/randomGame';
import { decodeReplay, encodeReplay, REPLAY_VERSION } from './replayCodec';
import { replayGame } from './replayGame';

/** Random legal moves to the end (or a cap). */
function play(setup: GameSetup, cap = 600) {
  const { replay, final } = randomGame(setup, cap);
  return { actions: replay.actions, final };
}

const champion = {
  slug: 'champion-x',
  name: 'Champion X',
  type: 'creature' as const,
  mana: 3,
  attack: 2,
  health: 3,
  abilities: [{ ability: 'rage' as const, aura: false }],
};
const eights = [
  ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'],
  ['annihilation', 'boom', 'carapace', 'partisan', 'revenant', 'abomination', 'combustion', 'lieutenant'],
];

describe('replay codes with four seats (format version 2)', () => {
  const setups: GameSetup[] = [
    {
      mode: 'ffa',
      format: 'preconstructed',
      decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' },
      players: { B: 'greedy', C: 'planner', D: 'greedy' },
      seed: 21,
    },
    {
      mode: 'teams',
      format: 'preconstructed',
      decks: { A: 'deck-4', B: 'deck-3', C: 'deck-2', D: 'deck-1' },
      seed: 3_000_000_001,
    },
  ];

  it('carry the mode, the four decks and who plays each seat, and replay to the same final state', () => {
    for (const setup of setups) {
      const { actions, final } = play(setup);
      const decoded = decodeReplay(encodeReplay({ setup, actions }));
      if (!decoded.ok) throw new Error(decoded.error.message);
      expect(decoded.replay.setup).toEqual(setup);
      expect(decoded.replay.actions).toEqual(actions);
      const replayed = replayGame(decoded.replay);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(JSON.stringify(replayed.steps.at(-1)!.state)).toBe(JSON.stringify(final));
    }
  });

  it('record moves on the four shared lines (ab, bc, cd, da) and targets in seats C and D', () => {
    const { actions } = play(setups[0]);
    const lines = new Set(
      actions.flatMap((a) =>
        'line' in a ? [a.line] : 'onto' in a ? [a.onto.line] : 'target' in a ? [a.target.line] : [],
      ),
    );
    expect([...lines].sort()).toEqual(['ab', 'bc', 'cd', 'da']);
  });

  it('carry Co-op: the players’ decks at A and C, a bot at C, Custom Play, and the 48 cards a Co-op Draft left the AIs', () => {
    let d = createDraft({ mode: 'coop', seed: 6 });
    while (d.ok && d.state.chooser) d = applyDraft(d.state, legalDraftActions(d.state)[0]);
    if (!d.ok) throw new Error(d.error.message);
    const drafted = draftDecks(d.state)!;
    const coopSetups: GameSetup[] = [
      {
        mode: 'coop',
        format: 'preconstructed',
        decks: { A: 'deck-1', C: 'deck-3' },
        players: { C: 'greedy' },
        seed: 17,
      },
      {
        mode: 'coop',
        format: 'draft',
        decks: { A: drafted.decks.A!, C: drafted.decks.C! },
        aiDeck: drafted.aiDeck,
        custom: { level: 3, fixedMana: 9 },
        seed: 18,
      },
    ];
    for (const setup of coopSetups) {
      const { actions, final } = play(setup);
      const decoded = decodeReplay(encodeReplay({ setup, actions }));
      if (!decoded.ok) throw new Error(decoded.error.message);
      expect(decoded.replay.setup).toEqual(setup);
      const replayed = replayGame(decoded.replay);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(JSON.stringify(replayed.steps.at(-1)!.state)).toBe(JSON.stringify(final));
    }
  });

  it('carry Constructed decks and a Champion for seat D', () => {
    const setup: GameSetup = {
      mode: 'teams',
      format: 'constructed',
      decks: { A: eights[0], B: eights[1], C: eights[1], D: eights[0] },
      champions: { D: champion },
      players: { D: 'planner' },
      seed: 5,
    };
    const decoded = decodeReplay(encodeReplay({ setup, actions: [{ type: 'end-turn' }] }));
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.replay.setup).toEqual(setup);
  });

  it('are written in the current version; a version from the future is refused with its number', () => {
    const code = encodeReplay({ setup: setups[0], actions: [] });
    expect(fromBase64Url(code)![0]).toBe(REPLAY_VERSION);
    expect(REPLAY_VERSION).toBe(2);
    const body = new ByteWriter().uint(3).uint(0).uint(0).toBytes();
    const sum = crc32(body);
    const future = toBase64Url(new Uint8Array([...body, sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255]));
    const r = decodeReplay(future);
    expect(!r.ok && [r.error.code, r.error.count]).toEqual(['unsupported-version', 3]);
  });
});

describe('version 1 replay codes (links made before four seats)', () => {
  // Encoded by the version 1 codec (commit 4c0c7ea) from 30 and 10 legal moves of these setups.
  const stored = [
    {
      code: 'AUAHAAMeAAgGCQMACQ0IDgANAAAADAIBAAAIDwgJDAsBAQAIBAgFAAkOCAkIDAAMAAAADQIBAAAACAENAgEADQIBAQAICOAgY60',
      setup: {
        mode: 'duel',
        format: 'preconstructed',
        decks: { A: 'deck-1', B: 'deck-4' },
        seed: 7,
        opponent: 'bot-easy',
      },
      actions: 30,
      turn: 11,
      active: 'B',
      hands: { A: 5, B: 6 },
    },
    {
      code: 'AQljAQMCB4ACCgAIBgkBAAkACAMADAIBAgkGAMmkeQ8',
      setup: {
        mode: 'solo',
        format: 'preconstructed',
        decks: { A: 'deck-2' },
        seed: 99,
        custom: { level: 3, fixedMana: 7, aiFirst: true, abilities: ['rage'] },
      },
      actions: 10,
      turn: 9,
      active: 'B',
      hands: { A: 8, B: 11 },
    },
  ];

  it('still decode to the same setup and replay to the same position', () => {
    for (const x of stored) {
      const decoded = decodeReplay(x.code);
      if (!decoded.ok) throw new Error(decoded.error.message);
      expect(decoded.replay.setup).toEqual(x.setup);
      expect(decoded.replay.actions).toHaveLength(x.actions);
      const replayed = replayGame(decoded.replay);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const s = replayed.steps.at(-1)!.state;
      expect([s.turn, s.active]).toEqual([x.turn, x.active]);
      const sizes = Object.fromEntries(
        Object.entries(s.players).map(([k, p]) => [k, p!.kind === 'person' ? p!.hand.length : p!.deck.length]),
      );
      expect(sizes).toEqual(x.hands);
    }
  });

  it('re-encode as version 2 and read back to the same replay', () => {
    const decoded = decodeReplay(stored[0].code);
    if (!decoded.ok) throw new Error(decoded.error.message);
    const again = decodeReplay(encodeReplay(decoded.replay));
    expect(again.ok && again.replay).toEqual(decoded.replay);
  });
});
