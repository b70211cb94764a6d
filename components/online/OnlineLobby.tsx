'use client';

import { useState } from 'react';
import type { PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { onlineSeatNames } from '@/lib/online/onlineNames';
import { roomClient } from '@/lib/online/roomClient';
import type { RoomBot, RoomSnapshot } from '@/lib/rooms/protocol';
import { seatNumber } from '@/lib/table/setup/seatNames';
import { OnlineInviteLink } from './OnlineInviteLink';
import type { HostMemory } from './onlineRoomMemory';

export interface OnlineLobbyProps {
  room: RoomSnapshot;
  /** The creator's secret and invites, in the tab that created the room. */
  host: HostMemory | null;
  locale: Locale;
}

/** Who has joined; for the creator, each open seat's invite, a bot for it, and the start once every seat is taken. */
export function OnlineLobby({ room, host, locale }: OnlineLobbyProps) {
  const o = createT(onlineMessages, locale);
  const names = onlineSeatNames(room, locale);
  const [bots, setBots] = useState<Partial<Record<PlayerId, RoomBot>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const open = room.seats.filter((s) => s.kind === 'person' && !s.joined);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const run = async (call: () => ReturnType<typeof roomClient.start>) => {
    setBusy(true);
    setError('');
    const r = await call();
    setBusy(false);
    if (!r.ok) setError(explainRoomRefusal(r.refusal, locale));
  };
  return (
    <section className="max-w-3xl space-y-4" aria-labelledby="lobby-title" data-testid="online-lobby">
      <h2 id="lobby-title" className="font-display text-2xl font-bold">
        {o('lobbyTitle')}
      </h2>
      <ul className="space-y-2">
        {room.seats.map((s) => (
          <li
            key={s.seat}
            data-seat={s.seat}
            data-joined={s.joined ? 'true' : 'false'}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-black/15 p-2"
          >
            <span className="font-semibold">{o('seatLabel', { n: seatNumber(s.seat) })}</span>
            <span>
              {s.kind === 'ai'
                ? o('seatAi')
                : s.kind === 'bot'
                  ? `${names.heading(s.seat)} · ${o('seatBot', { bot: o(`bot-${s.bot ?? 'planner'}`) })}`
                  : s.joined
                    ? `${names.heading(s.seat)} · ${o('seatJoined')}`
                    : o('seatWaiting')}
            </span>
            {host && s.kind === 'person' && !s.joined ? (
              <span className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`bot-${s.seat}`}>
                  {o('botChoice', { n: seatNumber(s.seat) })}
                </label>
                <select
                  id={`bot-${s.seat}`}
                  value={bots[s.seat] ?? 'planner'}
                  onChange={(e) => setBots({ ...bots, [s.seat]: e.target.value as RoomBot })}
                  className="rounded border border-black/30 bg-white px-2 py-1"
                >
                  <option value="planner">{o('bot-planner')}</option>
                  <option value="greedy">{o('bot-greedy')}</option>
                </select>
                <button
                  type="button"
                  disabled={busy}
                  data-testid={`bot-${s.seat}`}
                  onClick={() =>
                    run(() => roomClient.giveToBot(room.code, s.seat, host.hostSecret, bots[s.seat] ?? 'planner'))
                  }
                  className="rounded border border-black/30 px-3 py-1"
                >
                  {o('giveToBot', { n: seatNumber(s.seat) })}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {host ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{o('invitesTitle')}</h3>
          <p className="text-sm text-black/60">{o('invitesNote')}</p>
          {host.invites
            .filter((i) => open.some((s) => s.seat === i.seat) && i.seat !== room.you)
            .map((i) => (
              <OnlineInviteLink
                key={i.seat}
                label={o('inviteFor', { n: seatNumber(i.seat) })}
                url={origin + i.url}
                locale={locale}
                testId={`invite-${i.seat}`}
              />
            ))}
          <OnlineInviteLink label={o('watchLink')} url={origin + host.watchUrl} locale={locale} testId="watch-link" />
          <p role="status">{open.length ? o('waitingSeats', { count: open.length }) : ''}</p>
          <button
            type="button"
            disabled={busy || open.length > 0}
            onClick={() => run(() => roomClient.start(room.code, host.hostSecret))}
            data-testid="start-room"
            className="rounded-lg bg-ember px-5 py-2 text-lg font-semibold text-white disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-tide"
          >
            {busy ? o('starting') : o('start')}
          </button>
        </div>
      ) : (
        <p role="status">{open.length ? o('waitingSeats', { count: open.length }) : o('waitingHost')}</p>
      )}
      <p role="alert" className="text-ember">
        {error}
      </p>
    </section>
  );
}
