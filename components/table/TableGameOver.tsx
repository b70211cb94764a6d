'use client';

import { useState } from 'react';
import { winningSeats, type PlayerId } from '@/lib/engine';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { gameStats } from '@/lib/table/narration/gameStats';
import { encodeReplay } from '@/lib/table/replay/replayCodec';
import { takesSingular } from '@/lib/i18n/takesSingular';
import type { TableSession } from '@/lib/table/session/tableSession';

export interface TableGameOverProps {
  session: TableSession;
  locale: Locale;
  heading: (p: PlayerId) => string;
  onNewGame: () => void;
}

/** The result, the game's figures per seat, and the replay link. */
export function TableGameOver({ session, locale, heading, onNewGame }: TableGameOverProps) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const [copied, setCopied] = useState(false);
  const stats = gameStats(session.events, session.state);
  const href = `/replay/${encodeReplay({ setup: session.setup, actions: session.actions })}`;
  const winner = session.state.winner!;
  const one = takesSingular(stats.turns, locale);
  const team = winningSeats(session.state);
  const result =
    session.setup.mode === 'solo'
      ? t(winner === 'A' ? (one ? 'youWonOne' : 'youWon') : one ? 'youLostOne' : 'youLost', { turns: stats.turns })
      : team.length === 2
        ? m(one ? 'teamWonOne' : 'teamWon', { a: heading(team[0]), b: heading(team[1]), turns: stats.turns })
        : t(one ? 'winnerIsOne' : 'winnerIs', { seat: heading(winner), turns: stats.turns });
  const copy = async () => {
    await navigator.clipboard?.writeText(new URL(href, window.location.href).href).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section
      aria-labelledby="game-over-title"
      data-testid="game-over"
      data-winner={winner}
      className="space-y-4 rounded-xl border-2 border-ember bg-white p-4"
    >
      <h2 id="game-over-title" className="font-display text-2xl font-bold" tabIndex={-1}>
        {t('gameOver')}
      </h2>
      <p className="text-lg" data-testid="result">
        {result}
      </p>
      <table className="w-full max-w-lg text-left text-sm [&_td]:py-1 [&_td]:pr-4 [&_th]:py-1 [&_th]:pr-4">
        <caption className="text-left font-semibold">
          {t('statsTitle')} — {t('statTurns')}: <span data-testid="stat-turns">{stats.turns}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('statSeat')}</th>
            <th scope="col">{t('statDamage')}</th>
            <th scope="col">{t('statCards')}</th>
            <th scope="col">{t('statDestroyed')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(stats.seats).map(([seat, row]) => (
            <tr key={seat} data-testid={`stats-${seat}`}>
              <th scope="row">{heading(seat as PlayerId)}</th>
              <td>{row.damageDealt}</td>
              <td>{row.cardsPlayed}</td>
              <td>{row.creaturesDestroyed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-3">
        <a href={href} className="rounded-lg bg-tide px-4 py-2 font-semibold text-white" data-testid="replay-link">
          {t('replayLink')}
        </a>
        <button type="button" onClick={copy} className="rounded-lg border border-black/20 px-4 py-2">
          {t('copyLink')}
        </button>
        <button type="button" onClick={onNewGame} className="rounded-lg border border-black/20 px-4 py-2">
          {t('playAgain')}
        </button>
        <span role="status">{copied ? t('copied') : ''}</span>
      </div>
    </section>
  );
}
