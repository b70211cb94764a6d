import { resolveCard } from '../cards';
import type { Card } from '../../cards/types';

export const STRONGHOLD_NAME = '#stronghold';

/** The slug a scenario uses for a card written as a slug or inline. */
export function slugOfInput(input: unknown): string | null {
  if (typeof input === 'string') return input;
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const r = resolveCard(input);
    if (r.ok) return r.card.slug;
    const name = (input as Record<string, unknown>).name;
    return typeof name === 'string' ? name : null;
  }
  return null;
}

/** Resolves a scenario card or throws a message (caught by the parser, never by the run). */
export function cardOrThrow(input: unknown, where: string): Card {
  const r = resolveCard(input);
  if (!r.ok) throw new ScenarioError(`${where}: ${r.message}`);
  return r.card;
}

export class ScenarioError extends Error {}
