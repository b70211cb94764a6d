import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { createGame } from './setup';
import { STRONGHOLD } from './types';
import { playerOf } from './state';

const source = 'Rulebook v1.1 · Setup; Formats; Solo Mode setup';

describe(`createGame (${source})`, () => {
  it('duel: Stronghold leftmost Bastion up, 8 shuffled cards, the first player gets 6 Mana', () => {
    const r = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    for (const id of ['A', 'B'] as const) {
      const p = playerOf(s, id);
      expect(p.kind).toBe('person');
      if (p.kind !== 'person') continue;
      expect(p.hand[0]).toBe(STRONGHOLD);
      expect(p.hand).toHaveLength(9);
      expect(p.stronghold).toBe('bastion');
    }
    expect(s.turn).toBe(1);
    expect(s.active).toBe(s.first);
    expect(s.mana).toBe(6);
    expect(Object.keys(s.lines)).toEqual(['top', 'bottom']);
  });

  it('the coin toss depends on the seed, and the same seed gives the same game', () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const r = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed });
      if (r.ok) firsts.add(r.state.first);
    }
    expect(firsts).toEqual(new Set(['A', 'B']));
    const a = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-3', B: 'deck-4' }, seed: 99 });
    const b = createGame({ mode: 'duel', format: 'preconstructed', decks: { A: 'deck-3', B: 'deck-4' }, seed: 99 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('solo preconstructed: the AI deck is the other 3 decks (24 cards) over a Bastion; the player starts', () => {
    const r = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-2' }, seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const ai = r.state.players.B!;
    expect(ai.kind).toBe('ai');
    if (ai.kind !== 'ai') return;
    expect(ai.deck).toHaveLength(24);
    const others = PRECONSTRUCTED.filter((d) => d.slug !== 'deck-2')
      .flatMap((d) => d.cards)
      .sort();
    expect(ai.deck.map((c) => r.state.cards[c].slug).sort()).toEqual(others);
    expect(ai.stronghold).toBe('bastion');
    expect(r.state.first).toBe('A');
    expect(r.state.mana).toBe(6);
  });

  it('constructed: 8 different known cards, revealed; Solo cannot use it', () => {
    const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
    expect(createGame({ mode: 'duel', format: 'constructed', decks: { A: eight, B: eight }, seed: 1 }).ok).toBe(true);
    const dup = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: { A: [...eight.slice(0, 7), 'baron'], B: eight },
      seed: 1,
    });
    expect(!dup.ok && dup.error.message).toMatch(/different/);
    const seven = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: { A: eight.slice(0, 7), B: eight },
      seed: 1,
    });
    expect(!seven.ok && seven.error.message).toMatch(/8 cards/);
    expect(createGame({ mode: 'solo', format: 'constructed', decks: { A: eight }, seed: 1 }).ok).toBe(false);
  });

  it('Champions sit outside the hand, ready; not in the Preconstructed format', () => {
    const eight = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
    const r = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: { A: eight, B: eight },
      champions: { A: 'martyr' },
      seed: 1,
    });
    if (!r.ok) throw new Error(r.error.message);
    const a = r.state.players.A!;
    expect(a.kind === 'person' && a.champion?.state).toBe('ready');
    expect(a.kind === 'person' && a.hand).toHaveLength(9);
    expect(
      createGame({
        mode: 'duel',
        format: 'preconstructed',
        decks: { A: 'deck-1', B: 'deck-2' },
        champions: { A: 'martyr' },
        seed: 1,
      }).ok,
    ).toBe(false);
  });

  it('Solo Custom Play: the AI plays first, starts on its Fort, gains its settings', () => {
    const r = createGame({
      mode: 'solo',
      format: 'preconstructed',
      decks: { A: 'deck-1' },
      seed: 5,
      soloConfig: { level: 4, fixedMana: 8, aiFirst: true, abilities: ['rage', 'berserk'], noBastion: true },
    });
    if (!r.ok) throw new Error(r.error.message);
    const ai = r.state.players.B!;
    expect(ai.kind === 'ai' && ai.stronghold).toBe('fort');
    expect(r.state.first).toBe('B');
    expect(r.state.active).toBe('A');
    expect(r.state.turn).toBe(2);
    const a = r.state.players.A!;
    // The AI's first turn is over; the player, second, regenerates normally (R13).
    expect(a.kind === 'person' && r.state.mana).toBe(a.kind === 'person' ? a.hand.length : -1);
    expect(
      createGame({
        mode: 'solo',
        format: 'preconstructed',
        decks: { A: 'deck-1' },
        seed: 5,
        soloConfig: { level: 3, fixedMana: 8 },
      }).ok,
    ).toBe(false);
  });

  it('refuses an option it does not know instead of ignoring it', () => {
    const options = { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 5, custom: { level: 2 } };
    const r = createGame(options as unknown as Parameters<typeof createGame>[0]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('custom');
  });
});
