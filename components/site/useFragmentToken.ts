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
  const token = useSyncExternalStore(
    onHashChange,
    () => tokenFromFragment(window.location.hash),
    () => null,
  );
  const [answer, setAnswer] = useState<{ token: string; access: EditAccess } | null>(null);
  const trusted = !!token && token === known;
  // A token once trusted stays open when the tab later forgets it (the edit link hidden): asking
  // again would unmount the form being edited while the answer comes back.
  if (trusted && answer?.token !== token) setAnswer({ token, access: 'open' });
  const answered = answer?.token === token;
  useEffect(() => {
    if (!token || trusted || answered) return;
    const controller = new AbortController();
    const settle = (access: EditAccess) => setAnswer({ token, access });
    fetch(checkUrl, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => settle(response.ok ? 'open' : response.status === 403 ? 'wrong' : 'failed'))
      .catch(() => controller.signal.aborted || settle('failed'));
    return () => controller.abort();
  }, [token, trusted, answered, checkUrl]);
  const access: EditAccess =
    token === null ? 'checking' : !token ? 'missing' : trusted ? 'open' : answered ? answer.access : 'checking';
  return { token: token ?? '', access };
}

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}
