import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse';

const source = 'docs/scenario-format.md · The position; Cards';
const base = (players: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'x',
  state: { mode: 'duel', active: 'A', mana: 0, players, ...extra },
  actions: [],
  expect: {},
});
const p = (hand: unknown[], top: unknown[] = []) => ({ hand, stronghold: 'bastion', lines: { top, bottom: [] } });
const reason = (raw: unknown) => {
  const r = parseScenario(raw);
  return r.ok ? 'ok' : r.message;
};

describe(`scenario positions (${source})`, () => {
  it('reads a partial position with inline cards, defaults and Creature objects', () => {
    const r = parseScenario(
      base({
        A: p([
          '#stronghold',
          {
            name: 'Test Bérserker',
            type: 'creature',
            mana: 3,
            attack: 4,
            health: 2,
            abilities: [{ ability: 'berserk', aura: false }],
          },
        ]),
        B: p(['#stronghold'], [{ card: 'baron', damage: 2, new: true }]),
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value.state;
    expect(s.turn).toBe(3);
    expect(s.first).toBe('A');
    expect(s.cards.map((c) => c.slug)).toContain('test-berserker');
    expect(s.lines.top.B![0]).toMatchObject({ damage: 2, new: true });
  });

  it('refuses impossible positions with a clear reason', () => {
    expect(reason(base({ A: p(['baron']), B: p(['#stronghold']) }))).toMatch(/0 Strongholds/);
    expect(reason(base({ A: p(['#stronghold', '#stronghold']), B: p(['#stronghold']) }))).toMatch(/2 Strongholds/);
    expect(reason(base({ A: p(['#stronghold', 'baron'], ['baron']), B: p(['#stronghold']) }))).toMatch(/twice/);
    const nine = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha', 'mutant'];
    expect(reason(base({ A: p(['#stronghold', ...nine]), B: p(['#stronghold']) }))).toMatch(/9 cards besides/);
    expect(reason(base({ A: p(['#stronghold'], [{ card: 'baron', damage: -1 }]), B: p(['#stronghold']) }))).toMatch(
      /negative/,
    );
    expect(reason(base({ A: p(['#stronghold']), B: p(['#stronghold']) }, { mana: -2 }))).toMatch(/negative/);
    expect(
      reason(
        base({
          A: p([
            '#stronghold',
            { name: 'Odd', type: 'creature', mana: 1, attack: 1, health: 1, abilities: ['flying'] },
          ]),
          B: p(['#stronghold']),
        }),
      ),
    ).toMatch(/unknown ability/);
    expect(reason(base({ A: p(['#stronghold', 'no-such-card']), B: p(['#stronghold']) }))).toMatch(/unknown card/);
    expect(reason(base({ A: p(['#stronghold']), B: p(['#stronghold']) }, { phase: 'assault' }))).toMatch(
      /only "summoning"/,
    );
    expect(reason(base({ A: p(['#stronghold'], ['boom']), B: p(['#stronghold']) }))).toMatch(/Incantation in play/);
  });

  it('reads the Solo AI and its Custom Play config', () => {
    const r = parseScenario({
      name: 'ai',
      state: {
        mode: 'solo',
        players: {
          A: p(['#stronghold', 'baron']),
          B: {
            deck: ['brute'],
            discard: ['zombie'],
            stronghold: 'fort',
            lines: { top: [], bottom: [] },
            config: { fixedMana: 8, abilities: ['rage'] },
          },
        },
      },
      actions: [],
      expect: {},
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ai = r.value.state.players.B!;
    expect(ai.kind === 'ai' && ai.config).toEqual({
      fixedMana: 8,
      manaPerCreature: 1,
      resistance: false,
      abilities: ['rage'],
    });
    const bad = parseScenario({
      name: 'ai',
      state: { mode: 'solo', players: { A: p(['#stronghold']), B: { deck: [], config: { abilities: ['nope'] } } } },
    });
    expect(!bad.ok && bad.message).toMatch(/unknown ability/);
  });

  it('keeps a Champion in play as one card, written in both places', () => {
    const r = parseScenario(
      base({
        A: {
          ...p(['#stronghold', 'zombie'], [{ card: 'martyr', champion: true }]),
          champion: { card: 'martyr', state: 'in-play' },
        },
        B: p(['#stronghold']),
      }),
    );
    if (!r.ok) throw new Error(r.message);
    const a = r.value.state.players.A!;
    expect(a.kind === 'person' && a.champion).toEqual({ card: r.value.state.lines.top.A![0].card, state: 'in-play' });
  });

  it('reads a bare card as a ready Champion', () => {
    const r = parseScenario(
      base({ A: { ...p(['#stronghold', 'zombie']), champion: 'martyr' }, B: p(['#stronghold']) }),
    );
    if (!r.ok) throw new Error(r.message);
    const a = r.value.state.players.A!;
    expect(a.kind === 'person' && a.champion?.state).toBe('ready');
  });

  it('reads actions and refuses unknown ones', () => {
    const ok = parseScenario({
      ...base({ A: p(['#stronghold']), B: p(['#stronghold']) }),
      actions: [
        { do: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } },
        { do: 'champion', line: 'top' },
        { do: 'end-turn' },
      ],
    });
    expect(ok.ok && ok.value.actions.map((a) => a.type)).toEqual(['play', 'champion', 'end-turn']);
    const bad = parseScenario({
      ...base({ A: p(['#stronghold']), B: p(['#stronghold']) }),
      actions: [{ do: 'dance' }],
    });
    expect(!bad.ok && bad.message).toMatch(/unknown action/);
  });
});
