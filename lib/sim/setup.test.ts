import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { createGame } from '../engine';
import { gameOptions } from './setup';

function created(options: ReturnType<typeof gameOptions>) {
  const r = createGame(options);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('gameOptions', () => {
  it('a preconstructed deck plays the Preconstructed format: the AI takes the 3 other decks', () => {
    const o = gameOptions({ cards: [...PRECONSTRUCTED[2].cards].reverse() }, 'solo-quick', 1);
    expect(o).toMatchObject({ mode: 'solo', format: 'preconstructed', decks: { A: PRECONSTRUCTED[2].slug } });
    const ai = created(o).players.B!;
    const others = PRECONSTRUCTED.filter((_, i) => i !== 2)
      .flatMap((d) => d.cards)
      .sort();
    expect(ai.kind === 'ai' && ai.deck.map((c) => created(o).cards[c].slug).sort()).toEqual(others);
  });

  it('any other deck faces the 3 preconstructed decks other than the closest one', () => {
    const cards = [...PRECONSTRUCTED[3].cards.slice(0, 6), 'titan', 'martyr'];
    const o = gameOptions({ cards }, 'solo-quick', 1);
    expect(o.format).toBe('draft');
    expect([...o.aiDeck!].sort()).toEqual(
      PRECONSTRUCTED.filter((_, i) => i !== 3)
        .flatMap((d) => d.cards)
        .sort(),
    );
  });

  it('hands the Custom Play settings to the engine (the AI really gets them)', () => {
    const s = created(
      gameOptions(
        { cards: PRECONSTRUCTED[0].cards },
        { soloConfig: { level: 7, fixedMana: 10, aiFirst: true, resistance: true } },
        1,
      ),
    );
    const ai = s.players.B!;
    expect(ai.kind === 'ai' && ai.config).toMatchObject({ fixedMana: 10, resistance: true });
    expect(s.first).toBe('B');
  });

  it('a duel puts both decks and their Champions in a Constructed game', () => {
    const champion = { name: 'Hero', type: 'creature', mana: 2, attack: 2, health: 2 };
    const s = created(
      gameOptions({ cards: PRECONSTRUCTED[0].cards, champion }, { deck: { cards: PRECONSTRUCTED[1].cards } }, 4),
    );
    expect(s.mode).toBe('duel');
    const a = s.players.A!;
    expect(a.kind === 'person' && a.champion && s.cards[a.champion.card].name).toBe('Hero');
    expect(s.players.B!.kind).toBe('person');
  });
});
