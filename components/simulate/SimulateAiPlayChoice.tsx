import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';

type AiPlay = 'solo-quick' | 'solo-custom';

/** Quick Play or Custom Play for the Solo AI (the one-deck form) or both Co-op AIs (the four-seat form). */
export function SimulateAiPlayChoice({
  name,
  value,
  onChange,
  locale,
}: {
  name: string;
  value: AiPlay;
  onChange: (v: AiPlay) => void;
  locale: Locale;
}) {
  const t = createT(simulateMessages, locale);
  return (['solo-quick', 'solo-custom'] as const).map((o) => (
    <label key={o} className="flex items-center gap-2">
      <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
      {o === 'solo-quick' ? t('soloQuick') : t('soloCustom')}
    </label>
  ));
}
