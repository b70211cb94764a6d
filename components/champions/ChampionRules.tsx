import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

/** The Champion Module in short, in our own words. */
export function ChampionRules({ locale }: { locale: Locale }) {
  const t = createT(championsMessages, locale);
  const rules = ['rulesCost', 'rulesSummon', 'rulesExhaust', 'rulesReady', 'rulesFormats'] as const;
  return (
    <section
      aria-labelledby="rules-title"
      className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4 text-sm"
    >
      <h2 id="rules-title" className="font-display text-xl">
        {t('rulesTitle')}
      </h2>
      <p>{t('rulesIntro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {rules.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
