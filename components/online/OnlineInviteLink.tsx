'use client';

import { useId } from 'react';
import { useCopyLink } from '@/components/site/useCopyLink';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';

/** One link in a read-only field with its Copy button; the field selects itself for a manual copy. */
export function OnlineInviteLink({
  label,
  url,
  locale,
  testId,
}: {
  label: string;
  url: string;
  locale: Locale;
  testId: string;
}) {
  const o = createT(onlineMessages, locale);
  const id = useId();
  const { input, copied, copy } = useCopyLink();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={url}
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-black/30 bg-white px-2 py-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={() => copy(url)}
          aria-describedby={`${id}-copied`}
          className="shrink-0 rounded border border-black/30 px-3 py-2 focus-visible:outline-3 focus-visible:outline-tide"
        >
          {o('copy')}
        </button>
      </div>
      <p id={`${id}-copied`} role="status" className="text-sm text-tide">
        {copied === 'copied' ? o('copied') : copied === 'failed' ? o('copyFailed') : ''}
      </p>
    </div>
  );
}
