import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { setsMessages } from '@/lib/i18n/messages/sets';
import { createT } from '@/lib/i18n/translate';

/** "32 playable cards · 28 Creatures · 4 Incantations · Mana 1–7". */
export function SetsFacts({ cards, locale }: { cards: readonly OfficialCard[]; locale: Locale }) {
  const t = createT(setsMessages, locale);
  const creatures = cards.filter((c) => c.type === 'creature').length;
  const mana = cards.map((c) => c.mana);
  const facts = [
    t('cardCount', { count: cards.length }),
    t('creatures', { count: creatures }),
    t('incantations', { count: cards.length - creatures }),
    t('manaRange', { min: Math.min(...mana), max: Math.max(...mana) }),
  ];
  return <span className="text-sm font-semibold">{facts.join(' · ')}</span>;
}
