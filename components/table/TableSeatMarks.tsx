import { getAbility } from '@/lib/cards';
import type { PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableBoardMessages } from '@/lib/i18n/messages/tableBoard';
import { createT } from '@/lib/i18n/translate';
import type { BeatMarks } from '@/lib/table/board/beatStage';
import fx from './TableFx.module.css';

/** What the beat on show does to a seat off the board (Stronghold shifts, milling, reshuffles, cards back to the hand) and the abilities it set off (Instinct, Catalyst…), as badges on its strip. */
export function TableSeatMarks({
  seat,
  marks,
  locale,
  name,
}: {
  seat: PlayerId;
  marks: BeatMarks | null;
  locale: Locale;
  name: (slug: string) => string;
}) {
  const t = createT(tableBoardMessages, locale);
  if (!marks) return null;
  const words: Array<{ text: string; tone: string }> = [];
  for (const h of marks.hits) {
    if ('stronghold' in h.at && h.at.stronghold === seat)
      words.push({
        text: `${h.kind === 'healed' ? '+' : '−'}${h.amount}`,
        tone: h.kind === 'healed' ? 'bg-emerald-700' : 'bg-red-700 text-lg',
      });
  }
  for (const s of marks.seats) {
    if (s.player !== seat) continue;
    const card = s.card ? name(s.card) : '';
    const text = {
      mill: t(s.count === 1 ? 'millMarkOne' : 'millMark', { count: s.count }),
      reshuffle: t('reshuffleMark', { count: s.count }),
      returned: t('returnedMark', { card }),
      'to-deck': t('toDeckMark', { card }),
      discarded: t('discardedMark', { card }),
      revealed: t('revealedMark', { card }),
      fort: t('fortMark'),
      bastion: t('bastionMark'),
    }[s.kind];
    words.push({ text, tone: s.kind === 'fort' || s.kind === 'mill' ? 'bg-red-800' : 'bg-sky-800' });
  }
  for (const tr of marks.triggers) {
    if (tr.player !== seat) continue;
    const info = getAbility(tr.ability);
    words.push({
      text: `${(locale === 'fr' ? info?.nameFr : info?.nameEn) ?? tr.ability}: ${name(tr.card)}${tr.detail ? ` ${tr.detail}` : ''}`,
      tone: 'bg-violet-800',
    });
  }
  if (!words.length) return null;
  return (
    <span aria-hidden="true" className="flex flex-wrap gap-1" data-testid="seat-marks">
      {words.map((w, i) => (
        <span key={i} className={`${fx.badge} rounded px-1.5 py-0.5 text-xs font-bold text-white shadow ${w.tone}`}>
          {w.text}
        </span>
      ))}
    </span>
  );
}
