'use client';
import { usePathname } from 'next/navigation';

const LOCALE_PREFIX = /^\/(?:en|fr)(?=\/|$)/;

/** A header link that tells screen readers (aria-current) and sighted readers which section they are in. */
export function SiteNavLink({ href, label }: { href: string; label: string }) {
  const path = (usePathname() ?? '').replace(LOCALE_PREFIX, '');
  const current = path === href || path.startsWith(`${href}/`);
  return (
    <a className={`inline-block py-1 hover:underline ${current ? 'font-semibold text-ember underline decoration-2 underline-offset-4' : ''}`}
      href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}
