'use client';

import { useSyncExternalStore } from 'react';
import { useTabMemory } from '@/components/site/tabMemory';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { seatFromFragment } from '@/lib/online/onlineLinks';
import { OnlineAwaySeats } from './OnlineAwaySeats';
import { OnlineDraft } from './OnlineDraft';
import { OnlineGame } from './OnlineGame';
import { OnlineJoin } from './OnlineJoin';
import { OnlineLobby } from './OnlineLobby';
import { hostMemoryKey, readHost } from './onlineRoomMemory';
import { useOnlineRoom } from './useOnlineRoom';

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

/**
 * /play/online/<code>: one page for the whole room. With a seat's secret in the fragment it is
 * that seat (the invite, then the lobby, the Draft, the game); without one it is the watch link.
 */
export function OnlineRoom({ code, locale }: { code: string; locale: Locale }) {
  const o = createT(onlineMessages, locale);
  // null while hydrating: the fragment exists only in the browser.
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => null,
  );
  if (hash === null) return <p role="status">{o('loading')}</p>;
  const seat = seatFromFragment(hash);
  if (hash.replace(/^#/, '') && !seat)
    return (
      <p role="alert" data-testid="room-refused">
        {o('badSecret')}
      </p>
    );
  return <OnlineRoomFollowed key={seat?.secret ?? 'watch'} code={code} secret={seat?.secret ?? null} locale={locale} />;
}

function OnlineRoomFollowed({ code, secret, locale }: { code: string; secret: string | null; locale: Locale }) {
  const o = createT(onlineMessages, locale);
  const { ui, dispatch, link } = useOnlineRoom(code, secret, locale);
  const host = readHost(useTabMemory(hostMemoryKey(code)));
  const room = ui.snapshot;
  if (link === 'not-found')
    return (
      <p role="alert" data-testid="room-refused">
        {o('notFound')}
      </p>
    );
  if (link === 'forbidden')
    return (
      <p role="alert" data-testid="room-refused">
        {o('badSecret')}
      </p>
    );
  if (!room) return <p role="status">{o('loading')}</p>;
  const mine = room.seats.find((s) => s.seat === room.you);
  const banner =
    link === 'down' ? (
      <p role="status" className="rounded bg-amber-100 p-2 text-sm" data-testid="reconnecting">
        {o('connection')}
      </p>
    ) : null;
  const title = <h1 className="font-display text-3xl font-bold">{o('roomTitle', { code: room.code })}</h1>;
  if (room.phase === 'ended')
    return (
      <div className="space-y-3">
        {title}
        <p role="alert">{o('ended')}</p>
      </div>
    );
  if (room.you && secret && mine && !mine.joined && room.phase === 'lobby') {
    return (
      <div className="space-y-4">
        {title}
        {banner}
        <OnlineJoin room={room} seat={room.you} secret={secret} locale={locale} />
      </div>
    );
  }
  if (room.phase === 'lobby')
    return (
      <div className="space-y-4">
        {title}
        {banner}
        <OnlineLobby room={room} host={host} locale={locale} />
      </div>
    );
  if (room.phase === 'draft' && room.draft)
    return (
      <div className="space-y-4">
        {title}
        {banner}
        <OnlineAwaySeats room={room} secret={secret} locale={locale} />
        <OnlineDraft room={room} draft={room.draft} secret={secret} locale={locale} />
      </div>
    );
  if (room.game) {
    const game = room.game;
    return (
      // The screen under the site's header, as the local table sizes itself.
      <div className="flex h-[calc(100dvh-61px-1.5rem)] flex-col sm:h-[calc(100dvh-57px-1.5rem)] [@media(max-height:500px)]:h-[calc(100dvh-41px-1.5rem)]">
        <h1 className="sr-only">{o('roomTitle', { code: room.code })}</h1>
        {banner ? <div className="-mt-4 mb-6 shrink-0">{banner}</div> : null}
        <OnlineAwaySeats room={room} secret={secret} locale={locale} />
        <OnlineGame room={{ ...room, game }} ui={ui} dispatch={dispatch} secret={secret} locale={locale} />
      </div>
    );
  }
  return <p role="status">{o('loading')}</p>;
}
