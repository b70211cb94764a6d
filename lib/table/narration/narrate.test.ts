import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { apply, createGame, legalActions, type EngineEvent, type GameState } from '../../engine';
import { duel, person, hand, fill, creature } from '../../engine/testing';
import { groupSteps } from '../board/animationSteps';
import { contract, narrateEvent, narrateStep, type NarrationContext } from './narrate';

const ctx = (locale: 'en' | 'fr'): NarrationContext => ({
  locale,
  name: (slug) => getCard(slug)?.name ?? slug,
  who: (p) => (p === 'A' ? (locale === 'fr' ? 'vous' : 'you') : locale === 'fr' ? 'l’IA' : 'the AI'),
});

describe('narrateStep', () => {
  it('announces an attack with its Damage and the destruction', () => {
    const s = duel({
      A: person(hand(...fill(7)), [creature('Brute', 3, 5, 4)]),
      B: person(hand(...fill(7, 10)), [creature('Baron', 2, 1, 3)]),
    });
    const r = apply(s, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    const attack = groupSteps(r.events).find((step) => step.events[0].type === 'attack')!;
    expect(narrateStep(attack, ctx('en'))).toBe('Brute attacks Baron: 5 Damage, Baron destroyed');
    expect(narrateStep(attack, ctx('fr'))).toBe('Brute attaque Baron\u00a0: 5 Dégâts, Baron détruite');
  });

  it('names the Stronghold and how far it moved', () => {
    const s = duel({ A: person(hand(...fill(7)), [creature('Brute', 3, 2, 4)]), B: person(hand(...fill(8, 10))) });
    const r = apply(s, { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    const attack = groupSteps(r.events).find((step) => step.events[0].type === 'attack')!;
    expect(narrateStep(attack, ctx('en'))).toBe('Brute attacks the Stronghold of the AI: 2 Damage');
  });
});

describe('narrateEvent', () => {
  it('has a sentence, without unfilled placeholders, for every event of real games, in both languages', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const created = createGame(
        seed % 2
          ? { mode: 'solo', format: 'preconstructed', decks: { A: `deck-${1 + (seed % 4)}` }, seed }
          : { mode: 'duel', format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed },
      );
      if (!created.ok) throw new Error(created.error.message);
      let s: GameState = created.state;
      const events: EngineEvent[] = [...created.events];
      for (let i = 0; i < 300 && !s.winner; i++) {
        const legal = legalActions(s);
        const r = apply(s, legal[(i * 7 + seed) % legal.length]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        events.push(...r.events);
      }
      for (const e of events) {
        seen.add(e.type);
        for (const locale of ['en', 'fr'] as const) {
          const text = narrateEvent(e, ctx(locale));
          expect(text).not.toMatch(/\{\w+\}|undefined/);
          expect(text.length).toBeGreaterThan(5);
        }
      }
    }
    for (const type of [
      'turn-started',
      'mana-gained',
      'card-played',
      'creature-entered',
      'attack',
      'damage',
      'destroyed',
      'turn-ended',
      'game-over',
    ]) {
      expect(seen).toContain(type);
    }
  });
});

describe('French narration', () => {
  it('contracts "de le" and "à le" before a seat name', () => {
    const fr = ctx('fr');
    const who = { ...fr, who: () => 'le joueur' };
    expect(narrateEvent({ type: 'returned-to-hand', player: 'A', card: 'baron', rule: 'r' }, who)).toBe(
      'Baron revient dans la main du joueur',
    );
    expect(narrateEvent({ type: 'stronghold-shift', player: 'A', from: 1, to: 3, rule: 'r' }, who)).toBe(
      'La Forteresse du joueur avance de 2 vers la droite',
    );
  });

  it('elides "de" before a card name starting with a vowel, and only there', () => {
    const fr = { ...ctx('fr'), name: (slug: string) => (slug === 'assassin' ? 'Assassin' : 'Baron') };
    expect(
      narrateEvent({ type: 'ability-triggered', ability: 'sprint', card: 'assassin', player: 'A', rule: 'r' }, fr),
    ).toBe('Sprint d’Assassin se déclenche');
    expect(
      narrateEvent({ type: 'ability-triggered', ability: 'sprint', card: 'baron', player: 'A', rule: 'r' }, fr),
    ).toBe('Sprint de Baron se déclenche');
    expect(contract('Dégâts de Ange', 'en')).toBe('Dégâts de Ange');
  });
});

describe('targets without Damage', () => {
  it('are named from the board when the caller knows it', () => {
    const step = groupSteps([
      {
        type: 'attack',
        player: 'A',
        card: 'carapace',
        from: { player: 'A', line: 'top', index: 0 },
        targets: [{ player: 'B', line: 'top', index: 0 }],
        rule: 'r',
      },
    ])[0];
    expect(narrateStep(step, ctx('en'))).toBe('Carapace attacks #1');
    expect(narrateStep(step, { ...ctx('en'), creatureAt: () => 'baron' })).toBe('Carapace attacks Baron');
  });
});

describe('counts of one', () => {
  const at = (index: number) => ({ player: 'B' as const, line: 'top', index });
  const twoTargets: EngineEvent[] = [
    {
      type: 'attack',
      player: 'A',
      card: 'parasite',
      from: { player: 'A', line: 'top', index: 0 },
      targets: [at(0), at(1)],
      rule: 'r',
    },
    { type: 'damage', to: at(0), card: 'baron', amount: 1, source: 'parasite', rule: 'r' },
    { type: 'damage', to: at(1), card: 'ogre', amount: 1, source: 'parasite', rule: 'r' },
  ];
  const milled: EngineEvent[] = [
    {
      type: 'attack',
      player: 'A',
      card: 'ogre',
      from: { player: 'A', line: 'top', index: 0 },
      targets: [{ stronghold: 'B' }],
      rule: 'r',
    },
    { type: 'mill', player: 'B', cards: ['baron'], rule: 'r' },
  ];

  it('take the singular, and French targets are parted by a narrow no-break space before the semicolon', () => {
    expect(narrateStep(groupSteps(twoTargets)[0], ctx('en'))).toBe('Parasite attacks Baron: 1 Damage; Ogre: 1 Damage');
    expect(narrateStep(groupSteps(twoTargets)[0], ctx('fr'))).toBe(
      'Parasite attaque Baron\u00a0: 1 Dégât\u202f; Ogre\u00a0: 1 Dégât',
    );
    expect(narrateEvent(twoTargets[1], ctx('fr'))).toBe('Baron subit 1 Dégât de Parasite');
    expect(narrateStep(groupSteps(milled)[0], ctx('en'))).toBe('Ogre attacks the Stronghold of the AI: 1 card milled');
    expect(narrateStep(groupSteps(milled)[0], ctx('fr'))).toBe(
      'Ogre attaque la Forteresse de l’IA\u00a0: 1 carte défaussée',
    );
  });
});
