export declare const LOCALES: readonly ['en', 'fr'];
export type Locale = (typeof LOCALES)[number];
export declare const DEFAULT_LOCALE: Locale;
export declare const LOCALE_COOKIE: 'erret-lang';
export declare function isLocale(value: unknown): value is Locale;
export declare function preferredLocale(header: string | null | undefined): Locale;
export declare function requestLocale(
  asked: string | null | undefined,
  remembered: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale;
