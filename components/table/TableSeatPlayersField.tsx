import type { Locale } from '@/lib/i18n/locales';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { createT } from '@/lib/i18n/translate';
import { SEAT_PLAYERS, type SeatPlayer } from '@/lib/table/setup/gameSetup';
import { seatNumber } from '@/lib/table/setup/seatNames';
import type { FormSeat } from '@/lib/table/setup/setupForm';
import { FOUR_SEATS } from '@/lib/table/setup/seatPlayers';

export interface TableSeatPlayersFieldProps {
  /** The seats a person or a bot may take (Co-op: 1 and 3; the Solo AIs hold the others). */
  seats: FormSeat[];
  /** What the mode adds: the teams, or the Co-op seating. */
  note: string | null;
  teams: boolean;
  value: Partial<Record<FormSeat, SeatPlayer>>;
  locale: Locale;
  onChange: (players: Partial<Record<FormSeat, SeatPlayer>>) => void;
}

/** Free-For-All and Team Play: a person or a bot for each of the four seats, in turn order. */
export function TableSeatPlayersField({ seats, note, teams, value, locale, onChange }: TableSeatPlayersFieldProps) {
  const m = createT(tableMultiplayerMessages, locale);
  return (
    <fieldset className="space-y-2" aria-describedby="seats-note" data-testid="seat-players">
      <legend className="font-semibold">{m('seatsLegend')}</legend>
      <p id="seats-note" className="text-sm text-black/60">
        {m('seatsNote')} {note}
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {FOUR_SEATS.map((seat) =>
          !seats.includes(seat) ? (
            <p key={seat} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">{m('seatLabel', { n: seatNumber(seat) })}</span>
              <span className="py-1">{m('seatAi')}</span>
            </p>
          ) : (
            <label key={seat} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">
                {m('seatLabel', { n: seatNumber(seat) })}
                {teams ? ` · ${m('team', { n: seat === 'A' || seat === 'C' ? 1 : 2 })}` : ''}
              </span>
              <select
                name={`player-${seat}`}
                value={value[seat] ?? 'person'}
                onChange={(e) => onChange({ ...value, [seat]: e.target.value as SeatPlayer })}
                className="rounded border border-black/30 bg-white px-2 py-1"
              >
                {SEAT_PLAYERS.map((p) => (
                  <option key={p} value={p}>
                    {m(`player-${p}`)}
                  </option>
                ))}
              </select>
            </label>
          ),
        )}
      </div>
    </fieldset>
  );
}
