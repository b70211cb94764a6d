'use client';
import { usePathname } from 'next/navigation';

const LOCALE_PREFIX = /^\/(?:en|fr)(?=\/|$)/;

/** A header link that tells screen readers (aria-current) and sighted readers which section they are in. */
export function SiteNavLink({ href, label }: { href: string; label: string }) {
  const path = (usePathname() ?? '').replace(LOCALE_PREFIX, '');
  const current = path === href || path.startsWith(`${href}/`);
  return (
    <a
      className={`flex min-h-11 items-center hover:underline sm:inline-block sm:min-h-0 sm:py-1 ${current ? 'font-semibold text-ember underline decoration-2 underline-offset-4' : ''}`}
      href={href}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </a>
  );
}
