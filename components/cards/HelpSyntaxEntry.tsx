import Link from 'next/link';
import type { SyntaxEntry } from '@/lib/cards/search/syntax';
import type { Locale } from '@/lib/i18n/locales';
import { helpMessages } from '@/lib/i18n/messages/help';
import { createT } from '@/lib/i18n/translate';

/** One section of the syntax help: keywords, what they do, and runnable examples. */
export function HelpSyntaxEntry({ entry, locale }: { entry: SyntaxEntry; locale: Locale }) {
  const t = createT(helpMessages, locale);
  return (
    <section
      id={entry.id}
      aria-labelledby={`${entry.id}-title`}
      className="scroll-mt-4 space-y-3 rounded-lg border border-black/10 bg-white/70 p-5"
    >
      <h2 id={`${entry.id}-title`} className="font-display text-2xl">
        {entry.title[locale]}
      </h2>
      {entry.keys.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-black/60">{t('keywords')}</span>
          {entry.keys.map((key) => (
            <code key={key} className="rounded bg-ink/10 px-1.5 py-0.5 font-mono">
              {key}
            </code>
          ))}
        </p>
      )}
      <p className="text-black/80">{entry.description[locale]}</p>
      <h3 className="sr-only">{t('examples')}</h3>
      <ul className="divide-y divide-black/10">
        {entry.examples.map((example) => (
          <li key={example.query} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4">
            <Link
              href={`/cards?q=${encodeURIComponent(example.query)}`}
              className="w-fit rounded bg-tide/10 px-2 py-1 font-mono text-tide hover:bg-tide/20 sm:min-w-56"
            >
              {example.query}
            </Link>
            <span className="text-sm text-black/80">
              {example.description[locale]}
              {example.warns && <em className="ml-1 text-black/60">({t('warns')})</em>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
