import { describe, expect, it } from 'vitest';
import { ABILITIES, CARDS } from '../cards';
import {
  apply,
  CUSTOM_ABILITIES,
  createGame,
  customPlayPoints,
  legalActions,
  STRONGHOLD,
  type CardInput,
  type CreateGameOptions,
  type CustomPlaySettings,
  type GameState,
  type PlayerId,
  playerOf,
} from '../engine';
import { createRng, type Rng } from './rng';

const TURN_CAP = 400;
const pool = CARDS.map((c) => c.slug);

/** Every card id in exactly one zone, one Stronghold per person's hand, Mana never negative. */
function invariantProblem(s: GameState): string | null {
  const zone = new Map<number, string>();
  const put = (id: number, where: string) => {
    const before = zone.get(id);
    zone.set(id, where);
    return before ? `card ${s.cards[id].slug} is both in ${before} and in ${where}` : null;
  };
  for (const id of s.order) {
    const p = playerOf(s, id);
    const problems: Array<string | null> = [];
    if (p.kind === 'person') {
      const strongholds = p.hand.filter((c) => c === STRONGHOLD).length;
      if (strongholds !== 1) return `${id} holds ${strongholds} Strongholds`;
      for (const c of p.hand) if (c !== STRONGHOLD) problems.push(put(c, `${id}'s hand`));
      if (p.champion && p.champion.state !== 'in-play') problems.push(put(p.champion.card, `${id}'s Champion area`));
    } else {
      for (const c of p.deck) problems.push(put(c, 'the AI deck'));
      for (const c of p.discard) problems.push(put(c, 'the AI discard'));
    }
    const found = problems.find(Boolean);
    if (found) return found;
  }
  for (const line in s.lines) {
    for (const side in s.lines[line]) {
      for (const c of s.lines[line][side as PlayerId]!) {
        const problem = put(c.card, `line ${line}`) ?? (c.host === null ? null : put(c.host, `line ${line}`));
        if (problem) return problem;
        if (c.damage < 0) return `negative damage on ${s.cards[c.card].slug}`;
      }
    }
  }
  for (const id of s.order) {
    const p = playerOf(s, id);
    if (p.kind === 'person' && p.champion?.state === 'in-play' && !zone.has(p.champion.card))
      return `${id}'s Champion is in play but on no line`;
  }
  if (zone.size !== s.cards.length) return `${s.cards.length - zone.size} card(s) are in no zone`;
  if (s.mana < 0) return `negative Mana ${s.mana}`;
  return null;
}

function pick<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const rest = items.slice();
  const out: T[] = [];
  while (out.length < n) out.push(rest.splice(rng.int(rest.length), 1)[0]);
  return out;
}

/** An inline card with random numbers and up to 2 abilities (Auras only where allowed). */
function inlineCard(rng: Rng, name: string, type: 'creature' | 'incantation'): CardInput {
  const allowed = ABILITIES.filter((a) => a.availableFor.includes(type === 'creature' ? 'champion' : 'incantation'));
  const abilities = pick(rng, allowed, rng.int(3)).map((a) => ({
    ability: a.slug,
    aura: type === 'creature' && a.canBeAura && rng.int(3) === 0,
  }));
  const vulnerable = abilities.some((a) => a.ability === 'vulnerability');
  return {
    name,
    type,
    mana: rng.int(9),
    attack: vulnerable ? 'X' : rng.int(7),
    health: type === 'creature' ? 1 + rng.int(8) : null,
    abilities,
  };
}

function randomDeck(rng: Rng, tag: string): CardInput[] {
  const cards: CardInput[] = pick(rng, pool, 8);
  if (rng.int(4) === 0)
    cards[rng.int(8)] = inlineCard(rng, `Fuzz ${tag}`, rng.int(4) === 0 ? 'incantation' : 'creature');
  return cards;
}

/** Valid Custom Play settings drawn at random (the level is what they spend). */
function randomCustom(rng: Rng, champion: boolean): CustomPlaySettings {
  for (;;) {
    const c: CustomPlaySettings = {
      level: 0,
      manaPerCreature: rng.int(2) ? 2 : 1,
      fixedMana: (6 + rng.int(5)) as 6,
      aiFirst: rng.int(2) === 1,
      resistance: rng.int(3) === 0,
      abilities: pick(rng, CUSTOM_ABILITIES, rng.int(4)),
      noBastion: rng.int(3) === 0,
      champion,
    };
    c.level = customPlayPoints(c);
    if (c.level >= 1 && c.level <= 10) return c;
  }
}

function randomOptions(rng: Rng, g: number): CreateGameOptions {
  const champion = rng.int(2) === 0 ? inlineCard(rng, `Champion ${g}`, 'creature') : undefined;
  if (g % 2 === 0) {
    const B = randomDeck(rng, `${g}b`);
    const champions = champion
      ? { A: champion, ...(rng.int(2) ? { B: inlineCard(rng, `Rival ${g}`, 'creature') } : {}) }
      : undefined;
    return { mode: 'duel', format: 'constructed', decks: { A: randomDeck(rng, `${g}a`), B }, champions, seed: g };
  }
  const custom = champion || rng.int(2) ? randomCustom(rng, !!champion) : undefined;
  return {
    mode: 'solo',
    format: 'draft',
    decks: { A: randomDeck(rng, `${g}a`) },
    aiDeck: pick(rng, pool, 24),
    champions: champion ? { A: champion } : undefined,
    soloConfig: custom,
    seed: g,
  };
}

describe('fuzz: random legal actions in random games', () => {
  it('6,000 duel and solo games with random decks, inline cards and Champions never throw, end, and keep the invariants', () => {
    const rng = createRng(20261122);
    let solo = 0;
    let ended = 0;
    for (let g = 0; g < 6000; g++) {
      const options = randomOptions(rng, g);
      const created = createGame(options);
      if (!created.ok) throw new Error(`game ${g}: ${created.error.message}`);
      let s = created.state;
      let steps = 0;
      while (!s.winner && s.turn < TURN_CAP) {
        const problem = invariantProblem(s);
        if (problem) throw new Error(`game ${g}, step ${steps}: ${problem}`);
        const actions = legalActions(s);
        expect(actions.length).toBeGreaterThan(0);
        const action = actions[rng.int(actions.length)];
        const r = apply(s, action, { quiet: steps % 3 !== 0 });
        if (!r.ok) throw new Error(`game ${g}: legal action ${JSON.stringify(action)} refused: ${r.error.message}`);
        s = r.state;
        steps++;
      }
      const problem = invariantProblem(s);
      if (problem) throw new Error(`game ${g}, end: ${problem}`);
      if (s.winner) ended++;
      if (s.mode === 'solo') solo++;
    }
    expect(solo).toBe(3000);
    expect(ended).toBe(6000);
  });
});
