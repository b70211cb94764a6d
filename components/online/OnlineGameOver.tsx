'use client';

import { useEffect, useRef } from 'react';
import { winningSeats, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { tableMessages } from '@/lib/i18n/messages/table';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { createT } from '@/lib/i18n/translate';
import type { RoomSnapshot } from '@/lib/rooms/protocol';

export interface OnlineGameOverProps {
  room: RoomSnapshot;
  winner: PlayerId;
  turns: number;
  heading: (p: PlayerId) => string;
  locale: Locale;
}

/** Who won (a team in Team Play and Co-op), and the game's replay link once the server gives it. */
export function OnlineGameOver({ room, winner, turns, heading, locale }: OnlineGameOverProps) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const o = createT(onlineMessages, locale);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
  }, []);
  const one = takesSingular(turns, locale);
  const team = winningSeats({ mode: room.mode, winner });
  const result =
    team.length === 2
      ? m(one ? 'teamWonOne' : 'teamWon', { a: heading(team[0]), b: heading(team[1]), turns })
      : t(one ? 'winnerIsOne' : 'winnerIs', { seat: heading(winner), turns });
  return (
    <section
      aria-labelledby="game-over-title"
      data-testid="game-over"
      className="space-y-3 rounded-lg bg-parchment p-4 shadow-xl"
    >
      <h2 id="game-over-title" ref={title} tabIndex={-1} className="font-display text-2xl font-bold">
        {t('gameOver')}
      </h2>
      <p data-testid="result">{result}</p>
      {room.replay ? (
        <a
          href={`/replay/${room.replay}`}
          data-testid="replay-link"
          className="inline-block rounded-lg bg-ember px-4 py-2 font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-tide"
        >
          {o('replayLink')}
        </a>
      ) : null}
      <p>
        <a href="/play/online" className="underline decoration-gold underline-offset-2">
          {o('title')}
        </a>
      </p>
    </section>
  );
}
