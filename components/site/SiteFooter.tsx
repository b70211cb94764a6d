import type { Locale } from '@/lib/i18n/locales';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = createT(commonMessages, locale);
  return (
    <footer className="border-t border-black/10 px-4 py-6 text-center text-sm text-black/60">{t('footer')}</footer>
  );
}
