import { ABILITY_SLUGS, SETS, type OfficialCard } from '../index';
import { normalizeText } from '../normalize';
import type { CompareOp, IsFlag, SearchNode, TextReading } from './types';

/** A card with everything a query looks at computed once. */
export interface IndexedCard {
  card: OfficialCard;
  compactName: string;
  /** Normalized name with its spaces, for alphabetical order. */
  sortName: string;
  /** Bit i set when the card bears ABILITY_SLUGS[i], as an Aura or not. */
  abilityMask: number;
  auraMask: number;
  ownMask: number;
  setRank: number;
}

const abilityBit = new Map(ABILITY_SLUGS.map((slug, i) => [slug as string, 1 << i]));
const setRank = new Map(SETS.map((set, i) => [set.slug, i]));
const indexCache = new WeakMap<readonly OfficialCard[], IndexedCard[]>();

function indexCard(card: OfficialCard): IndexedCard {
  let abilityMask = 0;
  let auraMask = 0;
  let ownMask = 0;
  for (const { ability, aura } of card.abilities) {
    const bit = abilityBit.get(ability) ?? 0;
    abilityMask |= bit;
    if (aura) auraMask |= bit;
    else ownMask |= bit;
  }
  const sortName = normalizeText(card.name);
  return {
    card,
    compactName: sortName.replace(/ /g, ''),
    sortName,
    abilityMask,
    auraMask,
    ownMask,
    setRank: setRank.get(card.set) ?? SETS.length,
  };
}

/** Indexes a card list once; later searches over the same array reuse the index. */
export function indexCards(cards: readonly OfficialCard[]): IndexedCard[] {
  let indexed = indexCache.get(cards);
  if (!indexed) {
    indexed = cards.map(indexCard);
    indexCache.set(cards, indexed);
  }
  return indexed;
}

export type Predicate = (card: IndexedCard) => boolean;

function compareNumbers(op: CompareOp, left: number, right: number): boolean {
  if (op === '=') return left === right;
  if (op === '!=') return left !== right;
  if (op === '<') return left < right;
  if (op === '<=') return left <= right;
  if (op === '>') return left > right;
  return left >= right;
}

const IS_TESTS: Record<IsFlag, Predicate> = {
  vanilla: ({ card }) => card.type === 'creature' && card.abilities.length === 0,
  aura: ({ auraMask }) => auraMask !== 0,
  creature: ({ card }) => card.type === 'creature',
  incantation: ({ card }) => card.type === 'incantation',
  verified: ({ card }) => card.verified,
  unverified: ({ card }) => !card.verified,
};

function compileCompare(node: Extract<SearchNode, { kind: 'compare' }>): Predicate {
  const { op, value } = node;
  if (value === 'X') return op === '=' ? ({ card }) => card.attack === 'X' : ({ card }) => card.attack !== 'X';
  // X attack and Incantation health are not numbers: numeric comparisons (even !=) never match them.
  const read: (c: OfficialCard) => number | 'X' | null =
    node.field === 'mana'
      ? (c) => c.mana
      : node.field === 'attack'
        ? (c) => c.attack
        : node.field === 'health'
          ? (c) => c.health
          : (c) => c.number;
  return ({ card }) => {
    const actual = read(card);
    return typeof actual === 'number' && compareNumbers(op, actual, value);
  };
}

function compileReading(reading: TextReading): Predicate {
  if (reading.kind === 'type') return ({ card }) => card.type === reading.value;
  const bit = abilityBit.get(reading.value) ?? 0;
  return (card) => (card.abilityMask & bit) !== 0;
}

/** Compiles a query tree into one predicate (closures, no per-card tree walk). */
export function compile(node: SearchNode | null): Predicate {
  if (!node) return () => true;
  switch (node.kind) {
    case 'and': {
      const parts = node.children.map(compile);
      return (card) => parts.every((p) => p(card));
    }
    case 'or': {
      const parts = node.children.map(compile);
      return (card) => parts.some((p) => p(card));
    }
    case 'not': {
      const inner = compile(node.child);
      return (card) => !inner(card);
    }
    case 'name': {
      const needle = node.text.replace(/ /g, '');
      const byName: Predicate = (card) => card.compactName.includes(needle);
      if (!node.reading) return byName;
      const byReading = compileReading(node.reading);
      return (card) => byName(card) || byReading(card);
    }
    case 'type':
      return (card) => card.card.type === node.value;
    case 'set':
      return (card) => card.card.set === node.value;
    case 'is':
      return IS_TESTS[node.value];
    case 'ability': {
      const bit = abilityBit.get(node.value) ?? 0;
      if (node.scope === 'aura') return (card) => (card.auraMask & bit) !== 0;
      if (node.scope === 'own') return (card) => (card.ownMask & bit) !== 0;
      return (card) => (card.abilityMask & bit) !== 0;
    }
    case 'compare':
      return compileCompare(node);
  }
}
