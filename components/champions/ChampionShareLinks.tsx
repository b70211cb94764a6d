'use client';

import { useBrowserValue } from '@/components/site/useBrowserValue';
import { useCopyLink } from '@/components/site/useCopyLink';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** The public link (copyable), the card image and the inline card for decks and the engine. */
export function ChampionShareLinks({
  id,
  path,
  imageUrl,
  locale,
}: {
  id: string;
  path: string;
  imageUrl: string;
  locale: Locale;
}) {
  const t = createT(championsMessages, locale);
  // The page is rendered on the server without knowing the host it is served from.
  const origin = useBrowserValue(() => window.location.origin, '');
  const { input, copied, copy: copyLink } = useCopyLink();
  const url = `${origin}${path}`;
  const copy = () => copyLink(url);
  return (
    <section
      aria-labelledby="share-title"
      className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4 text-sm"
    >
      <h2 id="share-title" className="font-display text-xl">
        {t('shareTitle')}
      </h2>
      <label htmlFor="share-url" className="block font-semibold">
        {t('shareLink')}
      </label>
      <div className="flex gap-2">
        <input
          id="share-url"
          ref={input}
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded border border-black/25 bg-white px-2 py-1"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="rounded border border-black/20 px-3 py-1 hover:bg-black/5" onClick={copy}>
          {copied === 'copied' ? t('shareCopied') : t('shareCopy')}
        </button>
      </div>
      <p role="status" className={copied === 'failed' ? 'text-ember' : 'sr-only'}>
        {copied === 'copied' ? t('shareCopiedStatus') : copied === 'failed' ? t('shareCopyFailed') : ''}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <a className="underline hover:text-ember" href={imageUrl}>
            {t('shareImage')}
          </a>
        </li>
        <li>
          <a className="underline hover:text-ember" href={`/api/champions/${id}`}>
            {t('apiLink')}
          </a>
        </li>
        <li>{t('deckUse', { id })}</li>
      </ul>
    </section>
  );
}
