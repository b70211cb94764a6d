'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { roomClient } from '@/lib/online/roomClient';
import type { RoomSnapshot } from '@/lib/rooms/protocol';
import { seatNumber } from '@/lib/table/setup/seatNames';

/** A person gone for a while holds the table up: the others may give their seat to a bot. */
export function OnlineAwaySeats({
  room,
  secret,
  locale,
}: {
  room: RoomSnapshot;
  secret: string | null;
  locale: Locale;
}) {
  const o = createT(onlineMessages, locale);
  const [error, setError] = useState('');
  const away = room.seats.filter((s) => s.kind === 'person' && s.away && s.seat !== room.you);
  if (!secret || !room.you || !away.length || room.phase === 'over') return null;
  const replace = async (seat: (typeof away)[number]['seat']) => {
    const r = await roomClient.giveToBot(room.code, seat, secret, 'planner');
    setError(r.ok ? '' : explainRoomRefusal(r.refusal, locale));
  };
  return (
    <div className="flex flex-wrap items-center gap-2 rounded bg-amber-100 p-2 text-sm" data-testid="away-seats">
      {away.map((s) => (
        <button
          key={s.seat}
          type="button"
          onClick={() => replace(s.seat)}
          data-testid={`replace-${s.seat}`}
          className="rounded border border-black/30 bg-white px-2 py-1"
        >
          {o('replaceAway', { n: seatNumber(s.seat) })}
        </button>
      ))}
      <span role="alert" className="text-ember">
        {error}
      </span>
    </div>
  );
}
