'use client';

import { useBrowserValue } from '@/components/site/useBrowserValue';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

// The token is read once per page, before the fragment is cleared, and kept for that page only.
let captured: { path: string; token: string | null } | null = null;
function tokenFromFragment(): string | null {
  if (captured?.path !== window.location.pathname) {
    captured = { path: window.location.pathname, token: new URLSearchParams(window.location.hash.slice(1)).get('edit') };
  }
  return captured.token;
}

/**
 * Right after saving, the edit token arrives in the URL fragment (never sent to a server):
 * it is shown once as the private edit link, then removed from the address bar.
 */
export function ChampionEditHint({ path, locale }: { path: string; locale: Locale }) {
  const t = createT(championsMessages, locale);
  const token = useBrowserValue(tokenFromFragment, null);
  const origin = useBrowserValue(() => window.location.origin, '');
  useEffect(() => {
    if (token) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [token]);
  const editUrl = token ? `${origin}${path}/edit?token=${encodeURIComponent(token)}` : null;
  return (
    <section aria-labelledby="edit-title" className={`space-y-2 rounded-lg border p-4 text-sm ${editUrl ? 'border-gold bg-gold/10' : 'border-black/10 bg-white/70'}`}>
      <h2 id="edit-title" className="font-display text-xl">{t('editHintTitle')}</h2>
      {editUrl ? (
        <>
          <p role="status">{t('saved')} {t('editHint')}</p>
          <a data-testid="edit-link" className="block break-all underline hover:text-ember" href={editUrl}>{editUrl}</a>
        </>
      ) : (
        <p>{t('editHintLater')}</p>
      )}
    </section>
  );
}
