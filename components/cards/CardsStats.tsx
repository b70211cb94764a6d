import { getSet, type OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { setName } from './cardsText';

export function CardsStats({ card, locale }: { card: OfficialCard; locale: Locale }) {
  const t = createT(cardsMessages, locale);
  const set = getSet(card.set);
  const rows: Array<[string, React.ReactNode]> = [
    [t('type'), t(card.type)],
    [t('mana'), card.mana],
    [
      card.type === 'creature' ? t('attack') : t('damage'),
      card.attack === 'X' ? (
        <span>
          X <span className="text-sm text-black/60">— {t('variableAttack')}</span>
        </span>
      ) : (
        card.attack
      ),
    ],
  ];
  if (card.health !== null) rows.push([t('health'), card.health]);
  rows.push([
    t('set'),
    <a key="set" className="underline decoration-gold underline-offset-2 hover:text-ember" href={`/sets/${card.set}`}>
      {setName(set, locale)}
    </a>,
  ]);
  rows.push([t('number'), t('numberOf', { number: card.number, total: set?.printedCards ?? '?' })]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-lg border border-black/10 bg-white/70 p-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-black/60">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
