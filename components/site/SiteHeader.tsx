import type { Locale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';
import { SiteLanguageSwitch } from './SiteLanguageSwitch';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = createT(commonMessages, locale);
  const links = [
    ['/cards', t('navCards')],
    ['/abilities', t('navAbilities')],
    ['/sets', t('navSets')],
    ['/decks', t('navDecks')],
    ['/champions', t('navChampions')],
    ['/play', t('navPlay')],
    ['/simulate', t('navSimulate')],
  ] as const;
  return (
    <header className="border-b border-black/10 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        {/* Plain links: next/link would put its code in every page's first load. */}
        <a href="/" className="font-display text-2xl font-bold text-ember">{t('siteName')}</a>
        <nav aria-label={t('navMain')} className="flex-1">
          <ul className="flex flex-wrap gap-4">
            {links.map(([href, label]) => (
              <li key={href}><a className="hover:underline" href={href}>{label}</a></li>
            ))}
          </ul>
        </nav>
        <SiteLanguageSwitch locale={locale} label={t('switchTo')} ariaLabel={t('switchToLabel')} />
      </div>
    </header>
  );
}
