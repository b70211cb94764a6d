'use client';

import { useEffect, useRef } from 'react';
import { editUrlWithToken } from '@/components/site/fragmentToken';
import { useBrowserValue } from '@/components/site/useBrowserValue';
import { useCopyLink } from '@/components/site/useCopyLink';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { forgetChampionToken, rememberChampionToken, useChampionEditToken } from './championEditToken';

/**
 * Right after saving, the private edit link, first on the page: focused (so scrolled to and read
 * out) the first time, with a copy button. This tab keeps it, through reloads and language
 * switches, until the player hides it; the focus then goes to the element `afterHide`.
 * Nothing is shown otherwise.
 */
export function ChampionEditHint({
  id,
  path,
  locale,
  afterHide,
}: {
  id: string;
  path: string;
  locale: Locale;
  afterHide: string;
}) {
  const t = createT(championsMessages, locale);
  const kept = useChampionEditToken(id);
  const origin = useBrowserValue(() => window.location.origin, '');
  const panel = useRef<HTMLElement>(null);
  const { input, copied, copy: copyLink } = useCopyLink();
  useEffect(() => {
    if (!kept?.fresh) return;
    panel.current?.focus();
    rememberChampionToken(id, { ...kept, fresh: false });
  }, [id, kept]);
  if (!kept) return null;
  const editUrl = `${origin}${editUrlWithToken(path, kept.token)}`;
  const copy = () => copyLink(editUrl);
  const hide = () => {
    forgetChampionToken(id);
    document.getElementById(afterHide)?.focus();
  };
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="edit-title"
      data-testid="edit-link-panel"
      className="space-y-2 rounded-lg border-2 border-gold bg-gold/10 p-4 text-sm outline-offset-2 focus:outline-2 focus:outline-ember"
    >
      <h2 id="edit-title" className="font-display text-xl">
        {t('editHintTitle')}
      </h2>
      <p>
        {t('saved')} {t('editHint')}
      </p>
      <label htmlFor="edit-url" className="block font-semibold">
        {t('editLinkLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="edit-url"
          ref={input}
          readOnly
          value={editUrl}
          data-testid="edit-link"
          className="min-w-0 flex-1 basis-48 rounded border border-black/25 bg-white px-2 py-2"
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="rounded border border-black/20 bg-white px-3 py-2 font-semibold hover:bg-black/5"
          onClick={copy}
        >
          {copied === 'copied' ? t('shareCopied') : t('editCopy')}
        </button>
      </div>
      <p role="status" className={copied === 'failed' ? 'text-ember' : 'sr-only'}>
        {copied === 'copied' ? t('editCopiedStatus') : copied === 'failed' ? t('shareCopyFailed') : ''}
      </p>
      <button
        type="button"
        className="rounded border border-black/20 bg-white px-3 py-2 hover:border-ember"
        onClick={hide}
      >
        {t('editHide')}
      </button>
    </section>
  );
}
