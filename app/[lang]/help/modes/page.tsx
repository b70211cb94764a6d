import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { helpModesMessages } from '@/lib/i18n/messages/helpModes';
import { createT } from '@/lib/i18n/translate';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(helpModesMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

const MODES = ['duel', 'solo', 'ffa', 'teams', 'coop'] as const;
const COMMANDS = [
  'npm run simulate -- --deck <code> --vs solo-quick',
  'npm run simulate -- --deck <code> --vs deck:<code>',
  'npm run simulate -- --mode ffa --deck <A> --deck <B> --deck <C> --deck <D>',
  'npm run simulate -- --mode teams --deck <A> --deck <B> --deck <C> --deck <D>',
  'npm run simulate -- --mode coop --deck <A> --deck <C>',
];

/** /help/modes: Duel, Solo and the four-seat modes side by side, with where to play and simulate each. */
export default async function ModesHelpPage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(helpModesMessages, locale);
  const link = 'underline decoration-gold underline-offset-2 hover:text-ember';
  return (
    <div className="max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        <p className="text-lg text-black/80">{t('intro')}</p>
        <p className="flex flex-wrap gap-4">
          <a className={link} href="/play">
            {t('playLink')}
          </a>
          <a className={link} href="/simulate">
            {t('simulateLink')}
          </a>
        </p>
      </header>
      {MODES.map((mode) => (
        <section key={mode} id={mode} aria-labelledby={`mode-${mode}`} className="space-y-1" data-testid="mode-section">
          <h2 id={`mode-${mode}`} className="font-display text-2xl font-bold">
            {t(`${mode}Title`)}
          </h2>
          <p>{t(`${mode}Text`)}</p>
        </section>
      ))}
      {(['formats', 'seats'] as const).map((key) => (
        <section key={key} aria-labelledby={`about-${key}`} className="space-y-1">
          <h2 id={`about-${key}`} className="font-display text-xl font-bold">
            {t(`${key}Title`)}
          </h2>
          <p>{t(`${key}Text`)}</p>
        </section>
      ))}
      <section aria-labelledby="about-commands" className="space-y-1">
        <h2 id="about-commands" className="font-display text-xl font-bold">
          {t('commandTitle')}
        </h2>
        <ul className="space-y-1 overflow-x-auto font-mono text-sm">
          {COMMANDS.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
