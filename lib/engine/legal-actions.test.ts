import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { randomInt, seedState } from './rng';
import { createGame, type CreateGameOptions } from './setup';
import { cardDrawer } from './testing';
import { STRONGHOLD, type Action, type GameState, type PlayerId } from './types';
import { playerOf } from './state';

const source = 'Rulebook v1.1 · Phase 2: Summoning; Champion Module';

/** Every action of every shape the active player could try: all cards, lines, targets and hosts, legal or not. */
function everyShape(s: GameState): Action[] {
  const out: Action[] = [{ type: 'end-turn' }];
  const p = playerOf(s, s.active);
  if (p.kind !== 'person') return out;
  const lines = [...Object.keys(s.lines), 'nowhere'];
  const spots: Array<{ player: PlayerId; line: string; index: number }> = [];
  for (const line of Object.keys(s.lines)) {
    for (const player of s.order) {
      const n = s.lines[line][player]?.length ?? 0;
      for (let index = 0; index <= n; index++) spots.push({ player, line, index });
    }
  }
  const mine = spots.filter((t) => t.player === s.active).map(({ line, index }) => ({ line, index }));
  const names = new Set<number | string>();
  for (const id of p.hand) if (id !== STRONGHOLD) names.add(id).add(s.cards[id].slug);
  for (const card of names) {
    for (const line of lines) out.push({ type: 'play', card, line });
    for (const target of spots) out.push({ type: 'play', card, target });
    for (const onto of mine) out.push({ type: 'play', card, onto });
  }
  for (const line of lines) out.push({ type: 'champion', line });
  for (const onto of mine) out.push({ type: 'champion', onto });
  return out;
}

/** Positions from random constructed duels with Champions: every ability and action shape shows up. */
function positions(games: number): GameState[] {
  const slugs = CARDS.map((c) => c.slug);
  const creatures = CARDS.filter((c) => c.type === 'creature').map((c) => c.slug);
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    let rng = seedState(g + 500);
    const draw = cardDrawer(g + 500);
    const A = draw(slugs, 8);
    const B = draw(slugs, 8);
    const [ca, cb] = draw(creatures, 2, [...A, ...B]);
    const options: CreateGameOptions = {
      mode: 'duel',
      format: 'constructed',
      decks: { A, B },
      champions: { A: ca, B: cb },
      seed: g,
    };
    const created = createGame(options);
    if (!created.ok) throw new Error(created.error.message);
    let s = created.state;
    while (!s.winner && s.turn < 30) {
      out.push(s);
      const legal = legalActions(s);
      const [i, next] = randomInt(rng, legal.length);
      rng = next;
      const r = apply(s, legal[i], { quiet: true });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

describe(`legalActions (${source})`, () => {
  it('lists every action the engine accepts: no accepted play leads anywhere the list does not', () => {
    let accepted = 0;
    for (const s of positions(40)) {
      const reachable = new Set(
        legalActions(s).map((a) => {
          const r = apply(s, a, { quiet: true });
          if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}`);
          return JSON.stringify(r.state);
        }),
      );
      for (const a of everyShape(s)) {
        const r = apply(s, a, { quiet: true });
        if (!r.ok) continue;
        accepted++;
        if (!reachable.has(JSON.stringify(r.state)))
          throw new Error(`accepted but not listed: ${JSON.stringify(a)} at turn ${s.turn}`);
      }
    }
    // The sample must have exercised real plays, not only end-turn.
    expect(accepted).toBeGreaterThan(2000);
  });

  it('names a second copy of a slug (a Mercenary that came back) by its id, so both copies stay playable', () => {
    const created = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: { A: CARDS.slice(0, 8).map((c) => c.slug), B: CARDS.slice(8, 16).map((c) => c.slug) },
      seed: 1,
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = structuredClone(created.state);
    const a = s.players.A!;
    if (a.kind !== 'person') throw new Error('A is a person');
    const first = a.hand.find((id) => id !== STRONGHOLD)!;
    // A copy of the same card definition joins the hand, as a Mercenary of the enemy's would.
    s.cards = [...s.cards, s.cards[first]];
    a.hand = [first, s.cards.length - 1, STRONGHOLD, ...a.hand.filter((id) => id !== first && id !== STRONGHOLD)];
    s.mana = 20;
    const plays = legalActions(s).filter((x) => x.type === 'play');
    expect(plays.some((x) => x.card === s.cards[first].slug)).toBe(true);
    expect(plays.some((x) => x.card === s.cards.length - 1)).toBe(true);
  });
});
