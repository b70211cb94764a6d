import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, isLocale, toLocale } from '@/lib/i18n/locales';

/**
 * Pages live under app/[lang]/ so both languages are statically generated, but public URLs carry
 * no language: the reader's choice (cookie, or an explicit ?lang=) picks the rendering.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodable(pathname)) {
    // Next would answer a malformed %-escape with a 500; it is the client's mistake.
    return NextResponse.json({ error: 'The address contains a malformed %-escape.' }, { status: 400 });
  }
  const first = pathname.split('/')[1];
  if (first === 'api' || isLocale(first) || STATIC_FILE.test(pathname)) return NextResponse.next();
  const asked = searchParams.get('lang');
  const locale = isLocale(asked) ? asked : toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
  const response = NextResponse.rewrite(url);
  if (isLocale(asked)) response.cookies.set(LOCALE_COOKIE, asked, { path: '/', maxAge: 31536000, sameSite: 'lax' });
  return response;
}

// Only real file types: a deck code may end in `.<champion id>`, which is a page, not a file.
const STATIC_FILE = /\.(?:png|svg|jpe?g|webp|ico|txt|xml|json|js|css|map|woff2?)$/i;

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
};
