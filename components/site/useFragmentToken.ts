'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { tokenFromFragment } from './fragmentToken';

export type EditAccess = 'checking' | 'open' | 'wrong' | 'missing' | 'failed';

/**
 * The page's edit token and whether it opens the thing edited, asked of `checkUrl` (an API
 * address answering 2xx, or 403 for a wrong token): the page cannot check a fragment itself.
 * `known`: a token this tab just received from the server, which needs no asking.
 */
export function useFragmentToken(checkUrl: string, known?: string | null): { token: string; access: EditAccess } {
  // Pasting another edit link over this one changes only the fragment: no new page, but a new token.
  const token = useSyncExternalStore(onHashChange, () => tokenFromFragment(window.location.hash), () => null);
  const [answer, setAnswer] = useState<{ token: string; access: EditAccess } | null>(null);
  const trusted = !!token && token === known;
  useEffect(() => {
    if (!token || trusted) return;
    const controller = new AbortController();
    const settle = (access: EditAccess) => setAnswer({ token, access });
    fetch(checkUrl, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => settle(response.ok ? 'open' : response.status === 403 ? 'wrong' : 'failed'))
      .catch(() => controller.signal.aborted || settle('failed'));
    return () => controller.abort();
  }, [token, trusted, checkUrl]);
  const access: EditAccess = token === null ? 'checking' : !token ? 'missing' : trusted ? 'open' : answer?.token === token ? answer.access : 'checking';
  return { token: token ?? '', access };
}

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}
