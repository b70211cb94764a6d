import { describe, expect, it } from 'vitest';
import { toCardDef, type CardDef } from '../../engine';
import { creatureStatus } from './creatureStatus';

const card = (
  name: string,
  atk: number | 'X',
  hp: number,
  abilities: Array<{ ability: string; aura: boolean }> = [],
): CardDef =>
  toCardDef({ slug: name.toLowerCase(), name, type: 'creature', mana: 1, attack: atk, health: hp, abilities } as never);

const defs = new Map<string, CardDef>([
  ['wolf', card('Wolf', 2, 3)],
  ['totem', card('Totem', 0, 4, [{ ability: 'protection', aura: true }])],
  ['leech', card('Leech', 1, 1, [{ ability: 'symbiote', aura: false }])],
  ['guard', card('Guard', 1, 5, [{ ability: 'protection', aura: false }])],
]);

describe('creatureStatus (Rulebook v1.1 · Special Abilities · Aura, Symbiote)', () => {
  it('adds a Symbiote to its host: AV, HP and abilities of both cards; HP left after Damage', () => {
    const s = creatureStatus([{ card: 'leech', host: 'wolf', damage: 1 }], 0, defs);
    expect(s).toMatchObject({ attack: 3, max: 4, hp: 3, damage: 1, host: { slug: 'wolf' } });
    expect(s.printed.map((a) => a.ability)).toEqual(['symbiote']);
  });

  it('receives the Aura of its neighbours only, not one it already has, plus what the AI’s settings give', () => {
    const line = [
      { card: 'wolf', host: null, damage: 0 },
      { card: 'totem', host: null, damage: 0 },
      { card: 'guard', host: null, damage: 0 },
      { card: 'wolf', host: null, damage: 0 },
    ];
    expect(creatureStatus(line, 0, defs).received).toEqual(['protection']);
    expect(creatureStatus(line, 1, defs).received).toEqual([]);
    expect(creatureStatus(line, 2, defs).received).toEqual([]);
    expect(creatureStatus(line, 3, defs).received).toEqual([]);
    expect(creatureStatus(line, 3, defs, ['splash']).received).toEqual(['splash']);
  });
});
