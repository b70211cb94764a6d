import { apply } from '../apply';
import type { ErrorCode, GameState } from '../types';
import { compareExpect } from './compare';
import { runDraftScenario } from './draft';
import { parseScenarioJson } from './json';
import { parseScenario } from './parse';
import { viewState } from './view';

export interface ScenarioResult {
  name: string;
  pass: boolean;
  /** Why it failed. */
  reason?: string;
}

const ENGINE_CODES: readonly ErrorCode[] = [
  'not-playable',
  'not-enough-mana',
  'bad-target',
  'bad-line',
  'champion-unavailable',
  'game-over',
  'not-your-turn',
  'bad-action',
];

/** Runs one decoded scenario: its actions from its position, then its expectation. Never throws. */
export function runScenario(raw: unknown, fallbackName = 'scenario'): ScenarioResult {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'draft' in raw && !('state' in raw)) {
    const named = (raw as { name?: unknown }).name;
    return runDraftScenario(raw as Record<string, unknown>, typeof named === 'string' && named ? named : fallbackName);
  }
  const parsed = parseScenario(raw, fallbackName);
  if (!parsed.ok) {
    const named =
      raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
        ? (raw as { name: string }).name
        : fallbackName;
    return { name: named, pass: false, reason: parsed.message };
  }
  const { name, actions, expect, alias } = parsed.value;
  // "error": null says no action is refused, as "winner": null says nobody has won.
  const wanted = expect.error ?? undefined;
  try {
    let state: GameState = parsed.value.state;
    let error: { code: string; message: string } | null = null;
    for (let i = 0; i < actions.length; i++) {
      const last = i === actions.length - 1;
      // A refused action must leave the position exactly as it was: checked, not assumed.
      const before = last && wanted !== undefined ? JSON.stringify(state) : null;
      const r = apply(state, actions[i], { quiet: true });
      if (r.ok) {
        state = r.state;
        continue;
      }
      if (!last) return { name, pass: false, reason: `action ${i + 1} refused (${r.error.code}: ${r.error.message})` };
      if (before !== null && JSON.stringify(state) !== before)
        return { name, pass: false, reason: `the refused action (${r.error.code}) changed the position` };
      error = r.error;
    }
    if (wanted !== undefined) {
      if (!error)
        return {
          name,
          pass: false,
          reason: `expected error ${JSON.stringify(wanted)}, but the last action was accepted`,
        };
      if ((ENGINE_CODES as readonly unknown[]).includes(wanted) && wanted !== error.code) {
        return {
          name,
          pass: false,
          reason: `expected error ${JSON.stringify(wanted)}, got ${error.code} (${error.message})`,
        };
      }
    } else if (error) {
      return { name, pass: false, reason: `last action refused (${error.code}: ${error.message})` };
    }
    const diffs = compareExpect(expect, viewState(state), alias);
    return diffs.length ? { name, pass: false, reason: diffs.join('; ') } : { name, pass: true };
  } catch (e) {
    return { name, pass: false, reason: `engine error: ${(e as Error).message}` };
  }
}

/** Runs a scenario file's text. */
export function runScenarioText(text: string, fileName: string): ScenarioResult {
  const parsed = parseScenarioJson(text);
  if (!parsed.ok) return { name: fileName, pass: false, reason: `invalid JSON: ${parsed.message}` };
  return runScenario(parsed.value, fileName);
}
