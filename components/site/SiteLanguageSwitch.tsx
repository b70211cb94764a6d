'use client';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

export function SiteLanguageSwitch({ locale, label, ariaLabel }: { locale: Locale; label: string; ariaLabel: string }) {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  function switchLanguage() {
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
    // The URL stays the same: the proxy renders it in the remembered language.
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
  }
  return (
    <button type="button" onClick={switchLanguage} aria-label={ariaLabel} lang={other}
      className="rounded border border-black/20 px-3 py-1 text-sm hover:bg-black/5">
      {label}
    </button>
  );
}
