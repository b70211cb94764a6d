import type { GameState } from '../../engine';

/** Each Creature's entered-this-turn and Protection-used marks, keyed "seat.line.index", as the engine holds them now. */
export function creatureFlags(s: GameState): Map<string, { new: boolean; protectionUsed: boolean }> {
  const out = new Map<string, { new: boolean; protectionUsed: boolean }>();
  for (const [line, sides] of Object.entries(s.lines)) {
    for (const [seat, list] of Object.entries(sides)) {
      list?.forEach((c, index) =>
        out.set(`${seat}.${line}.${index}`, { new: c.new, protectionUsed: c.protectionUsed }),
      );
    }
  }
  return out;
}
