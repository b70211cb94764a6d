import { ASSAULT_STEPS, INCANTATION_STEPS } from '@/lib/cards/explanations';
import type { Locale } from '@/lib/i18n/locales';
import { abilitiesMessages } from '@/lib/i18n/messages/abilities';
import { createT } from '@/lib/i18n/translate';

/** The two activation orders, step by step, with a step highlighted when given. */
export function AbilitiesOrder({
  locale,
  highlight,
}: {
  locale: Locale;
  highlight?: { assault: number[]; incantation: number[] };
}) {
  const t = createT(abilitiesMessages, locale);
  const lists = [
    { key: 'assault' as const, title: t('assaultOrder'), steps: ASSAULT_STEPS[locale] },
    { key: 'incantation' as const, title: t('incantationOrder'), steps: INCANTATION_STEPS[locale] },
  ];
  return (
    <section aria-labelledby="order-title" className="space-y-3">
      <h2 id="order-title" className="font-display text-2xl">
        {t('orderTitle')}
      </h2>
      <p className="text-black/80">{t('orderIntro')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <div key={list.key}>
            <h3 className="mb-2 font-semibold">{list.title}</h3>
            <ol className="ml-6 list-decimal space-y-0.5 text-sm">
              {list.steps.map((step, i) => {
                const on = highlight?.[list.key].includes(i + 1);
                return (
                  <li
                    key={i}
                    className={on ? 'font-semibold text-ember' : undefined}
                    aria-current={on ? 'step' : undefined}
                  >
                    {step}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
