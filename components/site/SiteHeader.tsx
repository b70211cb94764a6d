import type { Locale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';
import { SiteLanguageSwitch } from './SiteLanguageSwitch';
import { SiteNavLink } from './SiteNavLink';

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
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 pt-2 sm:py-3">
        {/* Plain links: next/link would put its code in every page's first load. */}
        <a href="/" className="font-display text-2xl font-bold text-ember">{t('siteName')}</a>
        {/* On a phone the links take a row of their own that scrolls sideways, not four rows;
            its right edge fades out to show there is more. */}
        <nav aria-label={t('navMain')} className="relative order-last w-full after:pointer-events-none after:absolute after:inset-y-0 after:-right-4 after:w-10 after:bg-linear-to-l after:from-parchment after:to-transparent sm:order-none sm:w-auto sm:flex-1 sm:after:hidden">
          <ul className="-mx-4 flex gap-4 overflow-x-auto whitespace-nowrap px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            {links.map(([href, label]) => (
              <li key={href}><SiteNavLink href={href} label={label} /></li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">
          <SiteLanguageSwitch locale={locale} label={t('switchTo')} ariaLabel={t('switchToLabel')} />
        </div>
      </div>
    </header>
  );
}
