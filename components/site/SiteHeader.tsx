import type { Locale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';
import { SiteLanguageSwitch } from './SiteLanguageSwitch';
import { SiteMenu } from './SiteMenu';
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
    ['/mine', t('navMine')],
  ] as const;
  return (
    <header className="border-b border-black/10 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-4 sm:py-3 lg:gap-x-6 [@media(max-height:500px)]:py-1">
        {/* Plain links: next/link would put its code in every page's first load. */}
        <a href="/" className="font-display text-2xl font-bold text-ember">
          {t('siteName')}
        </a>
        <SiteMenu label={t('navMenu')} navLabel={t('navMain')}>
          {/* Two columns of finger-sized links on a phone; one row from sm up, kept to one line on a
              phone held sideways so the table below still fits the screen. */}
          <ul className="grid grid-cols-2 gap-x-4 sm:flex sm:flex-wrap sm:gap-x-3 lg:gap-x-4 [@media(max-height:500px)]:text-sm">
            {links.map(([href, label]) => (
              <li key={href}>
                <SiteNavLink href={href} label={label} />
              </li>
            ))}
          </ul>
        </SiteMenu>
        <div className="order-3 sm:order-none sm:ml-auto">
          <SiteLanguageSwitch locale={locale} label={t('switchTo')} ariaLabel={t('switchToLabel')} />
        </div>
      </div>
    </header>
  );
}
