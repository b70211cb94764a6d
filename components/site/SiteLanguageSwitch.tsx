'use client';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { languageFreeUrl, sameDocument } from './languageFreeUrl';

export function SiteLanguageSwitch({ locale, label, ariaLabel }: { locale: Locale; label: string; ariaLabel: string }) {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  function switchLanguage() {
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
    const target = languageFreeUrl(window.location.href);
    // Going to an address that differs at most by its fragment would only scroll: load it again.
    if (sameDocument(target, window.location.href)) window.location.reload();
    else window.location.replace(target);
  }
  return (
    <button
      type="button"
      onClick={switchLanguage}
      aria-label={ariaLabel}
      lang={other}
      className="rounded border border-black/20 px-3 py-1 text-sm hover:bg-black/5"
    >
      {label}
    </button>
  );
}
