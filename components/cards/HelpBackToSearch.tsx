'use client';
import { useBrowserValue } from '@/components/site/useBrowserValue';

/** The search the reader came from (same site, the cards page), else the plain search. */
function searchCameFrom(): string {
  try {
    const from = new URL(document.referrer);
    const onCards = /^\/(?:(?:en|fr)\/)?cards$/.test(from.pathname);
    return from.origin === window.location.origin && onCards ? `/cards${from.search}` : '/cards';
  } catch {
    return '/cards';
  }
}

export function HelpBackToSearch({ label }: { label: string }) {
  const href = useBrowserValue(searchCameFrom, '/cards');
  return (
    <a className="inline-block underline decoration-gold underline-offset-2 hover:text-ember" href={href}>
      {label}
    </a>
  );
}
