import { ABILITIES, CARDS } from '../index';
import { compactText, normalizeText } from '../normalize';
import { editDistance } from './editDistance';
import type { TextReading } from './types';

const READINGS: Array<{ key: string; reading: TextReading }> = [
  ...ABILITIES.flatMap((a) =>
    [a.slug, a.nameEn, a.nameFr].map((name) => ({
      key: compactText(name),
      reading: { kind: 'ability', value: a.slug } as TextReading,
    })),
  ),
  ...['creature', 'creatures', 'créature', 'créatures'].map((name) => ({
    key: compactText(name),
    reading: { kind: 'type', value: 'creature' } as TextReading,
  })),
  ...['incantation', 'incantations'].map((name) => ({
    key: compactText(name),
    reading: { kind: 'type', value: 'incantation' } as TextReading,
  })),
];
const NAMES = CARDS.map((card) => compactText(card.name));
const NAME_WORDS = [
  ...new Set(CARDS.flatMap((card) => normalizeText(card.name).split(' ')).filter((word) => word.length > 2)),
];

/** Whether some official card's name contains the text (spaces, case and accents aside). */
export function namesContain(text: string): boolean {
  const key = compactText(text);
  return key !== '' && NAMES.some((name) => name.includes(key));
}

// Stricter than did-you-mean suggestions: a reading changes the results without asking.
function typoLimit(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * What a bare word or phrase stands for besides a piece of a name: an ability or a type,
 * in English or French, spelled exactly or (when no card name contains it and no word of
 * a card name is as close) with a typo.
 */
export function readBareText(text: string): { reading: TextReading; fuzzy: boolean } | undefined {
  const key = compactText(text);
  if (!key) return undefined;
  const exact = READINGS.find((entry) => entry.key === key);
  if (exact) return { reading: exact.reading, fuzzy: false };
  const limit = typoLimit(key.length);
  if (limit === 0 || namesContain(key)) return undefined;
  let best: { distance: number; reading: TextReading } | undefined;
  for (const entry of READINGS) {
    const distance = editDistance(key, entry.key);
    if (distance <= limit && (!best || distance < best.distance)) best = { distance, reading: entry.reading };
  }
  if (!best) return undefined;
  const bestDistance = best.distance;
  // "dragn" is Dragon mistyped, not an ability: the name search's own suggestion will say so.
  if (NAME_WORDS.some((word) => editDistance(key, word) <= bestDistance)) return undefined;
  return { reading: best.reading, fuzzy: true };
}
