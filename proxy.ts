import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, isLocale, toLocale } from '@/lib/i18n/locales';

/**
 * Pages live under app/[lang]/ so both languages are statically generated, but public URLs carry
 * no language: the reader's choice (cookie, or an explicit ?lang=) picks the rendering.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const first = pathname.split('/')[1];
  if (isLocale(first)) return NextResponse.next();
  const asked = searchParams.get('lang');
  const locale = isLocale(asked) ? asked : toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
  const response = NextResponse.rewrite(url);
  if (isLocale(asked)) response.cookies.set(LOCALE_COOKIE, asked, { path: '/', maxAge: 31536000, sameSite: 'lax' });
  return response;
}

export const config = {
  matcher: ['/((?!api|_next|favicon.ico|robots.txt|icons|fonts|.*\\.(?:png|svg|jpg|jpeg|webp|ico|txt|json|js|css|woff2?)$).*)'],
};
