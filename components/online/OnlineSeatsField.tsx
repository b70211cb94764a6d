import type { PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { createT } from '@/lib/i18n/translate';
import type { SeatChoice } from '@/lib/online/roomForm';
import { seatNumber } from '@/lib/table/setup/seatNames';

const CHOICES: readonly SeatChoice[] = ['person', 'planner', 'greedy'];

export interface OnlineSeatsFieldProps {
  seats: PlayerId[];
  teams: boolean;
  /** Co-op: the Solo AIs' seats, shown for the table's shape. */
  aiSeats: PlayerId[];
  value: Partial<Record<PlayerId, SeatChoice>>;
  locale: Locale;
  onChange: (seats: Partial<Record<PlayerId, SeatChoice>>) => void;
}

/** Who takes each seat: a person (who gets an invite link) or a bot the server plays. */
export function OnlineSeatsField({ seats, teams, aiSeats, value, locale, onChange }: OnlineSeatsFieldProps) {
  const o = createT(onlineMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const all = [...seats, ...aiSeats].sort();
  return (
    <fieldset className="space-y-2" data-testid="seat-plans">
      <legend className="font-semibold">{o('seatsLegend')}</legend>
      {teams ? (
        <p className="text-sm text-black/60">{m('teamsNote')}</p>
      ) : aiSeats.length ? (
        <p className="text-sm text-black/60">{m('coopNote')}</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {all.map((seat) =>
          aiSeats.includes(seat) ? (
            <p key={seat} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">{o('seatLabel', { n: seatNumber(seat) })}</span>
              <span className="py-1">{m('seatAi')}</span>
            </p>
          ) : (
            <label key={seat} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">
                {o('seatLabel', { n: seatNumber(seat) })}
                {teams ? ` · ${m('team', { n: seat === 'A' || seat === 'C' ? 1 : 2 })}` : ''}
              </span>
              <select
                name={`plan-${seat}`}
                value={value[seat] ?? 'person'}
                onChange={(e) => onChange({ ...value, [seat]: e.target.value as SeatChoice })}
                className="rounded border border-black/30 bg-white px-2 py-2"
              >
                {CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {o(`plan-${c}`)}
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
