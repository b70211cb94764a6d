import type { Locale } from './locales';

/** A dictionary: the English messages define the keys, French must provide every one of them. */
export type Dictionary<T extends Record<string, string>> = { en: T; fr: { [K in keyof T]: string } };

export function defineMessages<T extends Record<string, string>>(dict: Dictionary<T>): Dictionary<T> {
  return dict;
}

/** Picks a locale's messages and fills `{name}` placeholders. */
export function createT<T extends Record<string, string>>(dict: Dictionary<T>, locale: Locale) {
  const messages = dict[locale] as Record<keyof T, string>;
  return (key: keyof T, vars?: Record<string, string | number>): string => {
    const text = messages[key] ?? dict.en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
