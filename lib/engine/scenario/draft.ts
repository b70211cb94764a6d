import { applyDraft, draftFromPile, type DraftState } from '../draft';
import { seedState } from '../rng';
import type { PlayerId } from '../types';
import { ScenarioError, slugOfInput } from './cards';
import type { ScenarioResult } from './run';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v);
const MODES = ['duel', 'solo', 'ffa', 'teams', 'coop'];

function readDraft(raw: unknown): DraftState {
  if (!isObj(raw)) throw new ScenarioError('draft must be an object');
  const mode = raw.mode ?? 'duel';
  if (typeof mode !== 'string' || !MODES.includes(mode))
    throw new ScenarioError('draft.mode must be duel, solo, ffa, teams or coop');
  if (!Array.isArray(raw.pile)) throw new ScenarioError('draft.pile must be a list of cards, top first');
  const pile = raw.pile.map((c, i) => {
    const slug = slugOfInput(c);
    if (slug === null) throw new ScenarioError(`draft.pile[${i}] must name a card`);
    return slug;
  });
  if (new Set(pile).size !== pile.length)
    throw new ScenarioError('impossible position: the Draft pile holds a card twice');
  const needed = mode === 'duel' ? 16 : mode === 'coop' ? 64 : 32;
  if (pile.length < needed)
    throw new ScenarioError(`impossible position: a ${mode} Draft needs ${needed} cards in its pile`);
  return draftFromPile(mode as DraftState['mode'], pile, seedState(0));
}

/** What differs between a Draft scenario's `expect` (chooser, round, revealed, picks, ai) and the Draft. */
function compareDraft(expect: Obj, d: DraftState): string[] {
  const out: string[] = [];
  for (const key of Object.keys(expect)) {
    if (key === 'error') continue;
    if (key === 'picks') {
      if (!isObj(expect.picks)) {
        out.push('picks: expectation must be an object');
        continue;
      }
      const picks = d.picks as Partial<Record<PlayerId, string[]>>;
      for (const [seat, want] of Object.entries(expect.picks)) {
        const got = picks[seat as PlayerId];
        if (show(want) !== show(got))
          out.push(`picks.${seat}: expected ${show(want)}, got ${show(got ?? 'no such seat')}`);
      }
    } else if (['chooser', 'round', 'revealed', 'ai', 'pile'].includes(key)) {
      const got = d[key as 'chooser'];
      if (show(expect[key]) !== show(got)) out.push(`${key}: expected ${show(expect[key])}, got ${show(got)}`);
    } else out.push(`${key}: unknown expectation key`);
  }
  return out;
}

/** Runs a Draft scenario: picks from a known pile, then the expectation. Never throws. */
export function runDraftScenario(raw: Obj, name: string): ScenarioResult {
  try {
    let d = readDraft(raw.draft);
    const actions = raw.actions ?? [];
    if (!Array.isArray(actions)) throw new ScenarioError('actions must be a list');
    const expect = raw.expect ?? {};
    if (!isObj(expect)) throw new ScenarioError('expect must be an object');
    let error: string | null = null;
    for (let i = 0; i < actions.length; i++) {
      const a = actions[i];
      if (!isObj(a) || a.do !== 'pick' || typeof a.player !== 'string')
        throw new ScenarioError(`actions[${i}] must be {"do": "pick", "player", "card"}`);
      const card = slugOfInput(a.card);
      if (card === null) throw new ScenarioError(`actions[${i}].card must name a card`);
      const r = applyDraft(d, { type: 'pick', player: a.player as PlayerId, card });
      if (r.ok) {
        d = r.state;
        continue;
      }
      if (i < actions.length - 1 || expect.error === undefined)
        return { name, pass: false, reason: `action ${i + 1} refused (${r.error.code}: ${r.error.message})` };
      error = r.error.code;
    }
    if (expect.error !== undefined && expect.error !== error)
      return { name, pass: false, reason: `expected error ${show(expect.error)}, got ${error ?? 'none'}` };
    const diffs = compareDraft(expect, d);
    return diffs.length ? { name, pass: false, reason: diffs.join('; ') } : { name, pass: true };
  } catch (e) {
    return {
      name,
      pass: false,
      reason: e instanceof ScenarioError ? e.message : `engine error: ${(e as Error).message}`,
    };
  }
}
