import { describe, expect, it } from 'vitest';
import { CARDS, PRECONSTRUCTED } from '../cards';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { randomInt, seedState } from './rng';
import { createDraft, applyDraft, draftDecks } from './draft';
import { CUSTOM_ABILITIES } from './custom-play';
import { createGame, type CreateGameOptions } from './setup';
import { cardDrawer } from './testing';
import { STRONGHOLD, type GameState, type PlayerId } from './types';
import { playerOf } from './state';

const TURN_CAP = 400;

/**
 * Every card id is in exactly one zone; each person holds one Stronghold, at the rightmost only
 * when that person has lost (Ruling R22); Mana is never negative.
 */
function checkInvariants(s: GameState): void {
  const seen = new Map<number, string>();
  const put = (id: number, zone: string) => {
    if (seen.has(id)) throw new Error(`card ${s.cards[id].slug} in ${seen.get(id)} and ${zone}`);
    seen.set(id, zone);
  };
  for (const id of s.order) {
    const p = playerOf(s, id);
    if (p.kind === 'person') {
      expect(p.hand.filter((c) => c === STRONGHOLD)).toHaveLength(1);
      if (p.hand[p.hand.length - 1] === STRONGHOLD) {
        expect(s.winner).not.toBeNull();
        expect(s.winner).not.toBe(id);
        if (p.hand.length > 1) expect(p.stronghold).toBe('fort');
      }
      p.hand.forEach((c) => c !== STRONGHOLD && put(c, `${id} hand`));
      if (p.champion && p.champion.state !== 'in-play') put(p.champion.card, `${id} champion`);
    } else {
      p.deck.forEach((c) => put(c, 'AI deck'));
      p.discard.forEach((c) => put(c, 'AI discard'));
    }
  }
  for (const line in s.lines) {
    for (const side in s.lines[line]) {
      for (const c of s.lines[line][side as PlayerId]!) {
        put(c.card, `line ${line}`);
        if (c.host !== null) put(c.host, `line ${line}`);
        expect(c.damage).toBeGreaterThanOrEqual(0);
      }
    }
  }
  expect(seen.size).toBe(s.cards.length);
  expect(s.mana).toBeGreaterThanOrEqual(0);
}

function randomGame(options: CreateGameOptions, seed: number): { turns: number; winner: PlayerId | null } {
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  let rng = seedState(seed * 7919 + 1);
  let steps = 0;
  while (!s.winner && s.turn < TURN_CAP) {
    checkInvariants(s);
    const actions = legalActions(s);
    expect(actions.length).toBeGreaterThan(0);
    const [i, next] = randomInt(rng, actions.length);
    rng = next;
    const r = apply(s, actions[i], { quiet: steps % 2 === 0 });
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(actions[i])} → ${r.error.code}`);
    s = r.state;
    steps++;
  }
  checkInvariants(s);
  return { turns: s.turn, winner: s.winner };
}

const all = CARDS.map((c) => c.slug);

describe('fuzz: random legal games', () => {
  it('duel preconstructed games never throw, end, and keep the invariants', () => {
    let ended = 0;
    for (let g = 0; g < 600; g++) {
      const a = PRECONSTRUCTED[g % 4].slug;
      const b = PRECONSTRUCTED[(g + 1 + (g % 3)) % 4].slug;
      if (a === b) continue;
      const r = randomGame({ mode: 'duel', format: 'preconstructed', decks: { A: a, B: b }, seed: g }, g);
      if (r.winner) ended++;
    }
    expect(ended).toBeGreaterThan(500);
  });

  it('solo games (Quick and Custom Play) never throw and end', () => {
    for (let g = 0; g < 800; g++) {
      const custom =
        g % 2 === 0
          ? undefined
          : { level: 5, fixedMana: 8 as const, aiFirst: true, abilities: ['berserk', 'instinct'] as never };
      const r = randomGame(
        {
          mode: 'solo',
          format: 'preconstructed',
          decks: { A: PRECONSTRUCTED[g % 4].slug },
          soloConfig: custom,
          seed: g,
        },
        g,
      );
      expect(r.winner).not.toBeNull();
    }
  });

  it('constructed duels with every ability and Champions keep the invariants', () => {
    const pool = all;
    for (let g = 0; g < 600; g++) {
      const draw = cardDrawer(g);
      const A = draw(pool, 8);
      const B = draw(pool, 8);
      const [ca, cb] = draw(pool, 2, [...A, ...B]);
      const options: CreateGameOptions = { mode: 'duel', format: 'constructed', decks: { A, B }, seed: g };
      const creature = (slug: string) => CARDS.find((c) => c.slug === slug)!.type === 'creature';
      if (creature(ca) && creature(cb)) options.champions = { A: ca, B: cb };
      randomGame(options, g);
    }
  });

  it('solo Draft games with Custom Play settings and a Champion keep the invariants', () => {
    for (let g = 0; g < 400; g++) {
      let d = (createDraft({ mode: 'solo', seed: g }) as { state: import('./draft').DraftState }).state;
      while (d.chooser)
        d = (
          applyDraft(d, { type: 'pick', player: 'A', card: d.revealed[g % d.revealed.length] }) as { state: typeof d }
        ).state;
      const decks = draftDecks(d)!;
      const abilities = [CUSTOM_ABILITIES[g % 11], CUSTOM_ABILITIES[(g * 7 + 3) % 11]].filter(
        (a, i, all) => all.indexOf(a) === i,
      );
      const custom = {
        level: 1 + abilities.length,
        fixedMana: 7 as const,
        abilities,
        resistance: g % 3 === 0,
        champion: true,
        noBastion: g % 2 === 0,
      };
      custom.level = abilities.length + 1 + (custom.resistance ? 2 : 0) - 2 - (custom.noBastion ? 1 : 0);
      if (custom.level < 1) {
        custom.resistance = true;
        custom.level += 2;
      }
      const champion = CARDS.find(
        (c, i) => i % 7 === g % 7 && c.type === 'creature' && !decks.decks.A.includes(c.slug),
      )!.slug;
      const r = randomGame(
        {
          mode: 'solo',
          format: 'draft',
          decks: decks.decks,
          aiDeck: decks.aiDeck,
          champions: { A: champion },
          soloConfig: custom,
          seed: g,
        },
        g,
      );
      expect(r.winner).not.toBeNull();
    }
  });

  it('four-seat games (Free-For-All, Team Play; Preconstructed, Constructed with Champions) never throw, end, and keep the invariants', () => {
    let ended = 0;
    for (let g = 0; g < 160; g++) {
      const mode = g % 2 === 0 ? 'ffa' : 'teams';
      let options: CreateGameOptions;
      if (g % 4 < 2) {
        const slugs = PRECONSTRUCTED.map((d) => d.slug);
        const k = g % 4;
        options = {
          mode,
          format: 'preconstructed',
          decks: { A: slugs[k], B: slugs[(k + 1) % 4], C: slugs[(k + 2) % 4], D: slugs[(k + 3) % 4] },
          seed: g,
        };
      } else {
        const draw = cardDrawer(g);
        const [A, B, C, D] = [draw(all, 8), draw(all, 8), draw(all, 8), draw(all, 8)];
        const creatures = all.filter((slug) => CARDS.find((c) => c.slug === slug)!.type === 'creature');
        const [ca, cb, cc, cd] = draw(creatures, 4, [...A, ...B, ...C, ...D]);
        options = {
          mode,
          format: 'constructed',
          decks: { A, B, C, D },
          champions: { A: ca, B: cb, C: cc, D: cd },
          seed: g,
        };
      }
      const r = randomGame(options, g);
      if (r.winner) ended++;
    }
    expect(ended).toBe(160);
  });

  it('Co-op games (Preconstructed, and the Co-op Draft with Custom Play and Champions) never throw, end, and keep the invariants', () => {
    let ended = 0;
    const slugs = PRECONSTRUCTED.map((d) => d.slug);
    const creatures = all.filter((slug) => CARDS.find((c) => c.slug === slug)!.type === 'creature');
    for (let g = 0; g < 160; g++) {
      let options: CreateGameOptions;
      if (g % 2 === 0) {
        const custom =
          g % 4 === 0
            ? undefined
            : { level: 4, aiFirst: true, manaPerCreature: 2 as const, abilities: [CUSTOM_ABILITIES[g % 11]] };
        options = {
          mode: 'coop',
          format: 'preconstructed',
          decks: { A: slugs[g % 4], C: slugs[(g + 1 + (g % 3)) % 4] },
          soloConfig: custom,
          seed: g,
        };
      } else {
        let d = (createDraft({ mode: 'coop', seed: g }) as { state: import('./draft').DraftState }).state;
        while (d.chooser)
          d = (
            applyDraft(d, { type: 'pick', player: d.chooser, card: d.revealed[g % d.revealed.length] }) as {
              state: typeof d;
            }
          ).state;
        const decks = draftDecks(d)!;
        const taken = [...decks.decks.A, ...(decks.decks.C ?? []), ...(decks.aiDeck ?? [])];
        const [ca, cc] = cardDrawer(g)(creatures, 2, taken);
        // Champion setting (−2) paid for with fixed Mana 9 (+3): level 1.
        options = {
          mode: 'coop',
          format: 'draft',
          decks: decks.decks,
          aiDeck: decks.aiDeck,
          champions: { A: ca, C: cc },
          soloConfig: { level: 1, fixedMana: 9, champion: true },
          seed: g,
        };
      }
      const r = randomGame(options, g);
      if (r.winner) ended++;
    }
    expect(ended).toBe(160);
  });
});
