import type { AbilitySlug } from '../../cards/types';
import type { EngineEvent, PlayerId } from '../../engine';
import type { AnimationStep } from './animationSteps';
import { applyEvent, type BoardView } from './boardView';

export type Place = { player: PlayerId; line: string; index: number };
export type Mark = Place | { stronghold: PlayerId };

/** What happens to a Creature or a Stronghold in the beat: the numbers and words drawn on it. */
export interface Hit {
  at: Mark;
  kind: 'damage' | 'absorbed' | 'destroyed' | 'healed';
  amount: number;
}

/** What happens to a seat's cards off the board: drawn on its hand or its piles. */
export interface SeatEffect {
  player: PlayerId;
  kind: 'mill' | 'reshuffle' | 'returned' | 'fort' | 'bastion' | 'discarded' | 'to-deck' | 'revealed';
  count: number;
  card?: string;
}

/** The stage directions of one beat: who acts, at whom, and what each of them suffers. */
export interface BeatMarks {
  kind: EngineEvent['type'];
  rule: string;
  actor: Place | null;
  targets: Mark[];
  hits: Hit[];
  seats: SeatEffect[];
  triggers: Array<{ ability: AbilitySlug; card: string; player: PlayerId; detail?: string }>;
}

/** Events that take a Creature off its place: the stage keeps it there, marked, until the beat is over. */
const LEAVES = new Set<EngineEvent['type']>(['destroyed', 'moved']);

/** A destroyed Creature's place on the stage (an earlier removal in the same beat may have shifted the index the event gives). */
function placeOf(view: BoardView, e: Extract<EngineEvent, { type: 'destroyed' }>): Place {
  const list = view.lines[e.from.line]?.[e.from.player] ?? [];
  const candidates = list.map((c, i) => (c.card === e.card ? i : -1)).filter((i) => i >= 0);
  const index = candidates.find((i) => i >= e.from.index) ?? candidates.at(-1) ?? e.from.index;
  return { ...e.from, index };
}

/**
 * One beat as the board draws it while it plays: the view with the beat's Damage, hand and
 * pile changes applied but every Creature still in its place (the destroyed ones are marked,
 * and leave when the next beat starts), and the marks telling what to animate.
 */
export function beatStage(before: BoardView, step: AnimationStep): { view: BoardView; marks: BeatMarks } {
  const first = step.events[0];
  const marks: BeatMarks = {
    kind: first.type,
    rule: first.rule,
    actor: null,
    targets: [],
    hits: [],
    seats: [],
    triggers: [],
  };
  let view = before;
  for (const e of step.events) {
    if (!LEAVES.has(e.type)) view = applyEvent(view, e);
    switch (e.type) {
      case 'attack':
        marks.actor = e.from;
        marks.targets = e.targets;
        break;
      case 'creature-entered':
        marks.actor ??= { player: e.player, line: e.line, index: e.index };
        break;
      case 'damage':
        marks.hits.push({ at: e.to, kind: 'damage', amount: e.amount });
        break;
      case 'protection-absorbed':
        marks.hits.push({ at: e.to, kind: 'absorbed', amount: 0 });
        break;
      case 'destroyed':
        marks.hits.push({ at: placeOf(view, e), kind: 'destroyed', amount: 0 });
        break;
      case 'stronghold-shift':
        marks.hits.push({
          at: { stronghold: e.player },
          kind: e.to >= e.from ? 'damage' : 'healed',
          amount: Math.abs(e.to - e.from),
        });
        break;
      case 'bastion-fell':
        marks.seats.push({ player: e.player, kind: 'fort', count: 0 });
        break;
      case 'stronghold-turned':
        marks.seats.push({ player: e.player, kind: e.side === 'fort' ? 'fort' : 'bastion', count: 0 });
        break;
      case 'bastion-restored':
        marks.seats.push({ player: e.player, kind: 'bastion', count: 0 });
        break;
      case 'mill':
        marks.seats.push({ player: e.player, kind: 'mill', count: e.cards.length });
        break;
      case 'reshuffle':
        marks.seats.push({ player: e.player, kind: 'reshuffle', count: e.size });
        break;
      case 'returned-to-hand':
        marks.seats.push({ player: e.player, kind: 'returned', count: 1, card: e.card });
        break;
      case 'returned-to-deck':
        marks.seats.push({ player: e.player, kind: 'to-deck', count: 1, card: e.card });
        break;
      case 'discarded':
        marks.seats.push({ player: e.player, kind: 'discarded', count: 1, card: e.card });
        break;
      case 'ability-triggered':
        marks.triggers.push({ ability: e.ability, card: e.card, player: e.player, detail: e.detail });
        break;
      default:
        break;
    }
  }
  if (first.type === 'ai-revealed') {
    const ai = Object.entries(view.seats).find(([, s]) => s?.kind === 'ai')?.[0] as PlayerId | undefined;
    if (ai) marks.seats.unshift({ player: ai, kind: 'revealed', count: 1, card: first.card });
  }
  return { view, marks };
}

/** Whether a mark names this Creature's place. */
export function samePlace(m: Mark, p: Place): boolean {
  return !('stronghold' in m) && m.player === p.player && m.line === p.line && m.index === p.index;
}
