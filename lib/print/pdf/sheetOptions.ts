import { z } from 'zod';
import type { SheetOptions } from './sheetLayout';

export type SheetOptionsResult = { ok: true; options: SheetOptions } | { ok: false; message: string };

// The sheet's options as a print address gives them (paper=a4|letter&bleed=0|3&marks=crop|lines&back=1):
// missing values take defaults; a present but invalid one is refused with a message naming it first.
const sheetQuery = z
  .object({
    paper: z.enum(['a4', 'letter'], { error: 'paper must be "a4" or "letter"' }).default('a4'),
    bleed: z.enum(['0', '3'], { error: 'bleed must be 0 or 3 (millimetres)' }).default('0'),
    marks: z.enum(['crop', 'lines'], { error: 'marks must be "crop" or "lines"' }).default('crop'),
    back: z.enum(['0', '1'], { error: 'back must be 0 or 1' }).default('0'),
  })
  .transform(({ paper, bleed, marks, back }): SheetOptions => ({
    paper,
    bleedMm: bleed === '3' ? 3 : 0,
    marks,
    back: back === '1',
  }));

const valueOf = (params: URLSearchParams, name: string) => params.get(name) ?? undefined;

/** Reads sheet options from query parameters. */
export function parseSheetOptions(params: URLSearchParams): SheetOptionsResult {
  const result = sheetQuery.safeParse({
    paper: valueOf(params, 'paper'),
    bleed: valueOf(params, 'bleed'),
    marks: valueOf(params, 'marks'),
    back: valueOf(params, 'back'),
  });
  return result.success ? { ok: true, options: result.data } : { ok: false, message: result.error.issues[0].message };
}

/** A full sheet: 3 × 3 cards on A4, or on US Letter without bleed. */
export const MAX_COPIES = 9;

const copiesError = `copies must be a whole number from 1 to ${MAX_COPIES}`;
const copiesParam = z
  .string()
  .regex(/^[1-9]$/, { error: copiesError })
  .default('1')
  .transform(Number)
  .pipe(z.number().max(MAX_COPIES, { error: copiesError }));

/** Reads copies=1…9, how many times to print one card (1 when absent). */
export function parseCopies(params: URLSearchParams): { ok: true; copies: number } | { ok: false; message: string } {
  const result = copiesParam.safeParse(valueOf(params, 'copies'));
  return result.success ? { ok: true, copies: result.data } : { ok: false, message: result.error.issues[0].message };
}
