import { isLocale, type Locale } from '../../i18n/locales';
import type { SheetOptions } from '../../print/pdf/sheetLayout';
import { bilingual } from '../messages';
import type { FieldError } from '../types';

export interface PrintRequest {
  options: SheetOptions;
  locale: Locale;
}

const CHOICES = {
  paper: { a4: 'a4', letter: 'letter' },
  bleed: { '0': 0, '3': 3 },
  marks: { crop: 'crop', lines: 'lines' },
  back: { '0': false, '1': true },
  lang: { en: 'en', fr: 'fr' },
} as const;
const DEFAULTS = { paper: 'a4', bleed: '0', marks: 'crop', back: '0', lang: 'en' } as const;

type Param = keyof typeof CHOICES;

/** Reads ?paper=a4|letter&bleed=0|3&marks=crop|lines&back=0|1&lang=en|fr; every value is checked. */
export function parsePrintOptions(params: URLSearchParams): { ok: true; value: PrintRequest } | { ok: false; error: FieldError } {
  const picked = {} as { [P in Param]: (typeof CHOICES)[P][keyof (typeof CHOICES)[P]] };
  for (const param of Object.keys(CHOICES) as Param[]) {
    const raw = params.get(param) ?? DEFAULTS[param];
    const choices = CHOICES[param] as Record<string, unknown>;
    if (!Object.hasOwn(choices, raw)) {
      const allowed = Object.keys(choices).map((c) => `"${c}"`).join(' | ');
      return { ok: false, error: { field: param, ...bilingual('errPrintParam', { param, allowed }) } };
    }
    (picked as Record<string, unknown>)[param] = choices[raw];
  }
  const locale = picked.lang;
  return { ok: true, value: { options: { paper: picked.paper, bleedMm: picked.bleed, marks: picked.marks, back: picked.back }, locale: isLocale(locale) ? locale : 'en' } };
}

/** The query string of a print request, as the Print panel builds it. */
export function printQuery(options: SheetOptions, locale: Locale): string {
  return new URLSearchParams({ paper: options.paper, bleed: String(options.bleedMm), marks: options.marks, back: options.back ? '1' : '0', lang: locale }).toString();
}
