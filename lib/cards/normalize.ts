// Ligatures do not decompose under NFD, so they are spelled out before accents are stripped.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * Folds text for matching: lower case, no accents or ligatures, and every run of
 * punctuation (hyphens, apostrophes, quotes…) turned into one space, so "démon" finds
 * "Démon-Bélier" and "d'azote" finds "Cracheur d'Azote".
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** normalizeText without spaces: "Cat'pitaine", "cat pitaine" and "catpitaine" all agree. */
export function compactText(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}
