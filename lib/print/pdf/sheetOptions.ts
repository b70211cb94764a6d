import type { SheetOptions } from './sheetLayout';

export type SheetOptionsResult = { ok: true; options: SheetOptions } | { ok: false; message: string };

/**
 * Reads sheet options from query parameters (paper=a4|letter&bleed=0|3&marks=crop|lines&back=1).
 * Missing values take defaults; a present but invalid value is refused with a message.
 */
export function parseSheetOptions(params: URLSearchParams): SheetOptionsResult {
  const paper = params.get('paper') ?? 'a4';
  if (paper !== 'a4' && paper !== 'letter') return { ok: false, message: 'paper must be "a4" or "letter"' };
  const bleed = params.get('bleed') ?? '0';
  if (bleed !== '0' && bleed !== '3') return { ok: false, message: 'bleed must be 0 or 3 (millimetres)' };
  const marks = params.get('marks') ?? 'crop';
  if (marks !== 'crop' && marks !== 'lines') return { ok: false, message: 'marks must be "crop" or "lines"' };
  const back = params.get('back') ?? '0';
  if (back !== '0' && back !== '1') return { ok: false, message: 'back must be 0 or 1' };
  return { ok: true, options: { paper, bleedMm: bleed === '3' ? 3 : 0, marks, back: back === '1' } };
}

/** A full sheet: 3 × 3 cards on A4, or on US Letter without bleed. */
export const MAX_COPIES = 9;

/** Reads copies=1…9, how many times to print one card (1 when absent). */
export function parseCopies(params: URLSearchParams): { ok: true; copies: number } | { ok: false; message: string } {
  const copies = params.get('copies') ?? '1';
  if (!/^[1-9]$/.test(copies) || Number(copies) > MAX_COPIES) return { ok: false, message: `copies must be a whole number from 1 to ${MAX_COPIES}` };
  return { ok: true, copies: Number(copies) };
}
