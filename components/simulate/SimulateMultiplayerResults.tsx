import type { Locale } from '@/lib/i18n/locales';
import { simulateMultiplayerMessages } from '@/lib/i18n/messages/simulateMultiplayer';
import { createT } from '@/lib/i18n/translate';
import type { CoopSimResult } from '@/lib/sim/coop';
import type { MultiplayerSimResult } from '@/lib/sim/multiplayer';

const seatNumber = (seat: string) => 'ABCD'.indexOf(seat) + 1;

/** Wins by seat (Free-For-All) or by team (Team Play), with their share, the capped games and the average length. */
export function SimulateMultiplayerResults({
  result,
  gamesPerSecond,
  locale,
}: {
  result: MultiplayerSimResult | CoopSimResult;
  gamesPerSecond: number | null;
  locale: Locale;
}) {
  const t = createT(simulateMultiplayerMessages, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // Co-op: the players' wins and losses together; otherwise by seat or by team.
  const rows: Array<[string, number]> =
    result.mode === 'coop'
      ? [
          ['wins', result.wins],
          ['losses', result.losses],
        ]
      : Object.entries(result.wins);
  const who = (key: string) =>
    key === 'wins'
      ? t('coopWins')
      : key === 'losses'
        ? t('coopLosses')
        : key.length === 1
          ? t('seatN', { n: seatNumber(key) })
          : t('teamOf', { a: seatNumber(key[0]), b: seatNumber(key[1]) });
  return (
    <section
      aria-labelledby="sim-mp-results"
      className="space-y-2"
      data-testid="sim-mp-results"
      data-mode={result.mode}
    >
      <h3 id="sim-mp-results" className="font-display text-lg font-bold">
        {t('resultsTitle', { games: result.games })}
      </h3>
      <table className="text-left text-sm [&_td]:py-1 [&_td]:pr-6 [&_th]:py-1 [&_th]:pr-6">
        <thead>
          <tr>
            <th scope="col">{t('who')}</th>
            <th scope="col">{t('wins')}</th>
            <th scope="col">{t('share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, n]) => (
            <tr key={key} data-testid={`sim-mp-wins-${key}`} data-wins={n}>
              <th scope="row">{who(key)}</th>
              <td>{n}</td>
              <td>{percent.format(result.games ? n / result.games : 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        {t('capped', { count: result.capped })} · {t('avgTurns', { turns: number.format(result.avgTurns) })}
        {gamesPerSecond === null ? null : <> · {t('speed', { rate: number.format(gamesPerSecond) })}</>}
      </p>
    </section>
  );
}
