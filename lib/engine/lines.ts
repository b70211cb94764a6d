import { emit, slugOf, type Ctx } from './state';
import type { CreatureRef, CreatureState } from './types';

/** Moves a Creature to another index of its side of the line; the others close up around it. */
export function moveCreature(ctx: Ctx, ref: CreatureRef, to: number, rule: string): CreatureRef {
  const list = ctx.s.lines[ref.line][ref.player]!;
  const target = Math.max(0, Math.min(to, list.length - 1));
  if (target === ref.index) return ref;
  const [c] = list.splice(ref.index, 1);
  list.splice(target, 0, c);
  if (ctx.events)
    emit(ctx, {
      type: 'moved',
      player: ref.player,
      card: slugOf(ctx.s, c.card),
      line: ref.line,
      from: ref.index,
      to: target,
      rule,
    });
  return { ...ref, index: target };
}

/** Takes a Creature off its line; those behind it move toward the Bridge at once (F1). */
export function removeCreature(ctx: Ctx, ref: CreatureRef): CreatureState {
  const list = ctx.s.lines[ref.line][ref.player]!;
  const c = list[ref.index];
  // In place: this runs at every destruction, and splice would build a list of the removed.
  for (let i = ref.index; i < list.length - 1; i++) list[i] = list[i + 1];
  list.length--;
  if (ctx.events && ref.index < list.length)
    emit(ctx, { type: 'line-closed-up', player: ref.player, line: ref.line, rule: 'FAQ F1' });
  return c;
}

export function newCreature(card: number): CreatureState {
  return { card, host: null, damage: 0, new: true, protectionUsed: false, sprint: 0 };
}
