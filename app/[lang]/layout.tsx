import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import '../globals.css';
import { cinzel, inter } from '../fonts';
import { LOCALES, isLocale, toLocale } from '@/lib/i18n/locales';
import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SiteHydrated } from '@/components/site/SiteHydrated';
import { commonMessages } from '@/lib/i18n/messages/common';
import { createT } from '@/lib/i18n/translate';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = createT(commonMessages, toLocale((await params).lang));
  return {
    // Set ERRET_BASE_URL where the app is public. The pages that share an image (decks, Champions)
    // are dynamic and use the request's own origin when it is not set (requestMetadataBase).
    metadataBase: new URL(process.env.ERRET_BASE_URL || 'http://localhost:3000'),
    icons: { icon: '/favicon.svg' },
    title: { default: t('siteTitle'), template: '%s · Erret' },
    description: t('siteDescription'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export default async function RootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const t = createT(commonMessages, lang);
  return (
    <html lang={lang} className={`${inter.variable} ${cinzel.variable}`}>
      <body className="min-h-screen font-sans antialiased flex flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:px-3 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader locale={lang} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
        <SiteFooter locale={lang} />
        <SiteHydrated />
      </body>
    </html>
  );
}
