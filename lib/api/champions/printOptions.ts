import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import { parseCopies, parseSheetOptions } from '../../print/pdf/sheetOptions';
import type { SheetOptions } from '../../print/pdf/sheetLayout';
import { bilingual } from '../../champions/messages';
import type { FieldError } from '../../champions/types';

export interface PrintRequest {
  options: SheetOptions;
  locale: Locale;
  /** How many of the card to print (a Champion's sheet). */
  copies: number;
}

const langParam = z.enum(LOCALES).default('en');

/** Reads ?paper=&bleed=&marks=&back=&copies= (checked by lib/print) and the sheet's language, ?lang=en|fr. */
export function parsePrintOptions(
  params: URLSearchParams,
): { ok: true; value: PrintRequest } | { ok: false; error: FieldError } {
  const sheet = parseSheetOptions(params);
  if (!sheet.ok) {
    // lib/print's messages start with the parameter's name ("paper must be …").
    const field = sheet.message.split(' ')[0];
    return { ok: false, error: { field, ...bilingual('errPrintParam', { reason: sheet.message }) } };
  }
  const copies = parseCopies(params);
  if (!copies.ok)
    return { ok: false, error: { field: 'copies', ...bilingual('errPrintParam', { reason: copies.message }) } };
  const lang = langParam.safeParse(params.get('lang') ?? undefined);
  if (!lang.success)
    return {
      ok: false,
      error: { field: 'lang', ...bilingual('errPrintParam', { reason: 'lang must be "en" or "fr"' }) },
    };
  return { ok: true, value: { options: sheet.options, locale: lang.data, copies: copies.copies } };
}
