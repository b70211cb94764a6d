import { resolveCard } from '../cards';
import type { Action, PlayerId } from '../types';
import { cardAliases, ScenarioError, slugOfInput, STRONGHOLD_NAME } from './cards';
import { readState } from './parse-state';
import type { Parsed, Scenario } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function place(v: unknown, where: string, withPlayer: boolean): { player?: PlayerId; line: string; index: number } {
  if (!isObj(v)) throw new ScenarioError(`${where} must be an object`);
  if (typeof v.line !== 'string') throw new ScenarioError(`${where}.line must be a line name`);
  if (typeof v.index !== 'number' || !Number.isInteger(v.index))
    throw new ScenarioError(`${where}.index must be an integer`);
  if (!withPlayer) return { line: v.line, index: v.index };
  // Any seat name reads: one with no Creatures there is the engine's to refuse (bad-target).
  if (typeof v.player !== 'string') throw new ScenarioError(`${where}.player must name a player`);
  return { player: v.player as PlayerId, line: v.line, index: v.index };
}

/** One scenario action as an engine action; `alias` maps another name of an inline card to its slug. */
export function readAction(raw: unknown, i: number, alias: (slug: string) => string = (slug) => slug): Action {
  const where = `actions[${i}]`;
  if (!isObj(raw)) throw new ScenarioError(`${where} must be an object`);
  const by =
    typeof raw.player === 'string' && ['A', 'B', 'C', 'D'].includes(raw.player)
      ? { player: raw.player as PlayerId }
      : {};
  if (raw.do === 'end-turn') return { type: 'end-turn', ...by };
  if (raw.do === 'champion') {
    if (raw.onto !== undefined)
      return {
        type: 'champion',
        onto: place(raw.onto, `${where}.onto`, false) as { line: string; index: number },
        ...by,
      };
    return { type: 'champion', line: String(raw.line ?? ''), ...by };
  }
  if (raw.do !== 'play') throw new ScenarioError(`${where}: unknown action ${JSON.stringify(raw.do)}`);
  const named = slugOfInput(raw.card);
  if (named === null) throw new ScenarioError(`${where}.card must name a card`);
  const card = alias(named);
  if (raw.target !== undefined)
    return {
      type: 'play',
      card,
      target: place(raw.target, `${where}.target`, true) as { player: PlayerId; line: string; index: number },
      ...by,
    };
  if (raw.onto !== undefined)
    return {
      type: 'play',
      card,
      onto: place(raw.onto, `${where}.onto`, false) as { line: string; index: number },
      ...by,
    };
  return { type: 'play', card, line: String(raw.line ?? ''), ...by };
}

/** Reads a whole scenario (already JSON-decoded); never throws. */
export function parseScenario(raw: unknown, fallbackName = 'scenario'): Parsed<Scenario> {
  try {
    if (!isObj(raw)) throw new ScenarioError('a scenario must be a JSON object');
    const name = typeof raw.name === 'string' && raw.name ? raw.name : fallbackName;
    const seed = raw.seed === undefined ? 0 : raw.seed;
    if (typeof seed !== 'number' || !Number.isInteger(seed)) throw new ScenarioError('seed must be an integer');
    if (raw.state === undefined) throw new ScenarioError('the scenario has no state');
    const state = readState(raw.state, seed);
    const actionsRaw = raw.actions ?? [];
    if (!Array.isArray(actionsRaw)) throw new ScenarioError('actions must be a list');
    const slugs = new Set(state.cards.map((c) => c.slug));
    const alias = cardAliases(raw.state, slugs);
    const actions = actionsRaw.map((a, i) => readAction(a, i, alias));
    actions.forEach((a, i) => {
      // An unknown card is the scenario's mistake, not a card the engine may refuse as not in hand.
      if (
        a.type === 'play' &&
        typeof a.card === 'string' &&
        a.card !== STRONGHOLD_NAME &&
        !slugs.has(a.card) &&
        !resolveCard(a.card).ok
      ) {
        throw new ScenarioError(`actions[${i}].card: unknown card ${JSON.stringify(a.card)}`);
      }
    });
    const expect = raw.expect ?? {};
    if (!isObj(expect)) throw new ScenarioError('expect must be an object');
    return {
      ok: true,
      value: { name, source: typeof raw.source === 'string' ? raw.source : '', state, actions, expect, alias },
    };
  } catch (e) {
    if (e instanceof ScenarioError) return { ok: false, message: e.message };
    return { ok: false, message: `unreadable scenario: ${(e as Error).message}` };
  }
}
