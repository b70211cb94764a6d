import { NextResponse, type NextRequest } from 'next/server';
import { encodeOriginKey } from '@/lib/api/originKey';
// The code's bits alone: the proxy runs on every page request and needs no card data.
import { CHAMPION_SEPARATOR } from '@/lib/decks/codeBits';
import { siteOrigin } from '@/lib/api/siteOrigin';
import { requestLocale } from '@/lib/i18n/requestLocale.mjs';
import {
  LOCALE_COOKIE,
  PAGE_LOCALE_HEADER,
  PAGE_PATH_HEADER,
  isLocale,
  toLocale,
  type Locale,
} from '@/lib/i18n/locales';

/**
 * Pages live under app/[lang]/ so both languages are statically generated, but public URLs carry
 * no language: the reader's choice (cookie, or an explicit ?lang=) picks the rendering.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodable(pathname)) {
    // Next would answer a malformed %-escape with a 500; it is the client's mistake.
    return malformedPage(toLocale(request.cookies.get(LOCALE_COOKIE)?.value));
  }
  const first = pathname.split('/')[1];
  if (STATIC_FILE.test(pathname)) return NextResponse.next({ request: { headers: withoutPage(request) } });
  if (isLocale(first)) {
    const page = pageFor(pathname.slice(first.length + 1) || '/', request);
    const headers = withPage(request, first, pathname);
    const url = request.nextUrl.clone();
    url.pathname = `/${first}${page}`;
    const response =
      page === null ? NextResponse.next({ request: { headers } }) : NextResponse.rewrite(url, { request: { headers } });
    // Links are language-free (/play): an address that names its language keeps the reader in it
    // from there on, as ?lang= does. Only when it changes something, so the shared cache may keep the page.
    if (request.cookies.get(LOCALE_COOKIE)?.value !== first) remember(response, first);
    return response;
  }
  const asked = searchParams.get('lang');
  const locale = requestLocale(
    asked,
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  const url = request.nextUrl.clone();
  const page = pageFor(pathname, request) ?? pathname;
  url.pathname = `/${locale}${page === '/' ? '' : page}`;
  const response = NextResponse.rewrite(url, { request: { headers: withPage(request, locale, pathname) } });
  if (isLocale(asked)) remember(response, asked);
  return response;
}

function remember(response: NextResponse, locale: Locale) {
  response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 31536000, sameSite: 'lax' });
}

/**
 * The page that renders an address when it is not the address itself (null): /cards alone is
 * generated at build time, /cards?q=…&view=… is rendered for them by /cards/search; a deck code's
 * page is cached once per site origin (its sharing links name it), which its path carries, unless
 * the code names a Champion: that page shows the Champion as it is now, so it is rendered each time.
 */
function pageFor(pathname: string, request: NextRequest): string | null {
  const { searchParams } = request.nextUrl;
  if (pathname === '/cards' && (searchParams.get('q') || searchParams.get('view'))) return '/cards/search';
  if (DECK_CODE_PAGE.test(pathname)) {
    const origin = siteOrigin(
      process.env.ERRET_BASE_URL,
      (name) => request.headers.get(name) ?? (name === 'host' ? request.nextUrl.host : null),
    );
    const page = `${pathname}/${encodeOriginKey(origin)}`;
    return decodeURIComponent(pathname).includes(CHAMPION_SEPARATOR) ? `${page}/champion` : page;
  }
  return null;
}

const DECK_CODE_PAGE = /^\/d\/[^/]+$/;

/**
 * The 404 page gets no route parameters: it learns the language and the address it stands
 * for from these request headers (set here, so a client cannot choose them).
 */
function withPage(request: NextRequest, locale: string, pathname: string): Headers {
  const headers = withoutPage(request);
  headers.set(PAGE_LOCALE_HEADER, locale);
  headers.set(PAGE_PATH_HEADER, pathname);
  return headers;
}

/** The request's headers without any page header a client sent itself. */
function withoutPage(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.delete(PAGE_LOCALE_HEADER);
  headers.delete(PAGE_PATH_HEADER);
  return headers;
}

// Only real file types: a deck code may end in `.<champion id>`, which is a page, not a file.
const STATIC_FILE = /\.(?:png|svg|jpe?g|webp|ico|txt|xml|json|js|css|map|woff2?)$/i;

/** A person who followed a broken link gets a page they can read, not a JSON body. */
function malformedPage(locale: Locale): Response {
  const [title, text, home] =
    locale === 'fr'
      ? [
          'Adresse illisible',
          'Cette adresse contient un caractère mal codé (un « % » suivi d’autre chose que deux chiffres hexadécimaux) : le lien a sans doute été coupé ou abîmé.',
          'Retour à l’accueil',
        ]
      : [
          'Unreadable address',
          'This address contains a badly encoded character (a “%” not followed by two hexadecimal digits): the link was probably cut or damaged.',
          'Back to the home page',
        ];
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Erret</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/">${home}</a></p></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// Not the API: the proxy would buffer every request body (up to 10 MB) before the handler,
// which counts the bytes itself and stops at its own limit. scripts/serve/gate.ts answers
// what the proxy answered for the API (a malformed %-escape).
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image).*)'],
};
