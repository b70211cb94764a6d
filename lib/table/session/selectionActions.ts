import {
  ABILITY_FLAGS as FLAGS,
  playerAt,
  type Action,
  type CardDef,
  type CreatureRef,
  type GameState,
  type PlayerId,
} from '../../engine';
import type { Selection } from './tableReducer';

/** The card a selection stands for: a hand card by its slug, or the viewer's Champion. */
export function selectedCard(
  s: GameState,
  defs: Map<string, CardDef>,
  selected: Selection | null,
  viewer: PlayerId,
): CardDef | undefined {
  if (!selected) return undefined;
  if (selected.kind === 'card') return defs.get(selected.card);
  const p = playerAt(s, viewer);
  return p?.kind === 'person' && p.champion ? s.cards[p.champion.card] : undefined;
}

/** What is being placed while it is the viewer's move: the card and whether it goes onto a host. */
export function placingOf(def: CardDef | undefined, canAct: boolean): { def: CardDef; stacks: boolean } | null {
  return canAct && def ? { def, stacks: (def.own & FLAGS.stacksOnHost) !== 0 } : null;
}

/** The selection played onto a line (the lines' own drop targets). */
export function actionOnLine(selected: Selection, line: string): Action {
  return selected.kind === 'card' ? { type: 'play', card: selected.card, line } : { type: 'champion', line };
}

/** The selection played on a Creature: an Incantation targets it, anything else stacks onto it. */
export function actionOnTarget(selected: Selection, def: CardDef, ref: CreatureRef): Action {
  const onto = { line: ref.line, index: ref.index };
  if (selected.kind === 'champion') return { type: 'champion', onto };
  return def.type === 'incantation'
    ? { type: 'play', card: selected.card, target: ref }
    : { type: 'play', card: selected.card, onto };
}

/** Whether two selections pick the same thing (picking it again puts it down). */
export const sameSelection = (a: Selection | null, b: Selection): boolean =>
  a !== null && a.kind === b.kind && (a.kind === 'champion' || (b.kind === 'card' && a.card === b.card));
