'use client';

import { useState, type FormEvent } from 'react';
import { useInteractive } from '@/components/site/useBrowserValue';
import { TableCustomField } from '@/components/table/TableCustomField';
import { TableFormatField } from '@/components/table/TableFormatField';
import { TableSetupErrors } from '@/components/table/TableSetupErrors';
import { AI_SEATS, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { roomClient } from '@/lib/online/roomClient';
import { DEFAULT_ROOM_FORM, roomMode, roomRequest, roomSeats, type RoomForm } from '@/lib/online/roomForm';
import type { SetupError } from '@/lib/table/setup/setupForm';
import { setupLabels } from '@/lib/table/setup/setupLabels';
import { OnlineModeField } from './OnlineModeField';
import { OnlineSeatsField } from './OnlineSeatsField';
import { rememberHost } from './onlineRoomMemory';

/**
 * /play/online: the room set up as the local table sets up a game (mode, format, Champion
 * Module, the Solo AIs' Custom Play in Co-op, who takes each seat). Decks are chosen by each
 * person when they open their invite. The creator then lands on their own seat, invites in hand.
 */
export function OnlineSetup({ locale }: { locale: Locale }) {
  const o = createT(onlineMessages, locale);
  const interactive = useInteractive();
  const [form, setForm] = useState<RoomForm>(DEFAULT_ROOM_FORM);
  const [errors, setErrors] = useState<SetupError[]>([]);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const mode = roomMode(form.mode);
  const coop = mode === 'coop';
  const update = (patch: Partial<RoomForm>) => {
    setErrors([]);
    setRefusal('');
    setForm((f) => {
      const next = { ...f, ...patch };
      if (roomMode(next.mode) === 'coop' && next.format === 'constructed') next.format = 'preconstructed';
      return next;
    });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = roomRequest(form);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setBusy(true);
    const created = await roomClient.create(r.request);
    if (!created.ok) {
      setBusy(false);
      setRefusal(explainRoomRefusal(created.refusal, locale));
      return;
    }
    rememberHost(created.value);
    // The creator takes the first seat a person plays; the others' invites wait in the lobby.
    const own = created.value.invites[0];
    window.location.assign(own ? own.url : created.value.watchUrl);
  };
  const labels = setupLabels(form.mode === 'duel' ? 'duel-hot-seat' : form.mode, locale);
  return (
    <form onSubmit={submit} className="space-y-5" aria-label={o('title')} data-testid="online-setup" noValidate>
      <fieldset disabled={!interactive || busy} className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <OnlineModeField value={form.mode} locale={locale} onChange={(m) => update({ mode: m, seats: {} })} />
          <TableFormatField value={form.format} solo={coop} locale={locale} onChange={(format) => update({ format })} />
        </div>
        <OnlineSeatsField
          seats={roomSeats(form.mode)}
          aiSeats={[...AI_SEATS[mode]] as PlayerId[]}
          teams={mode === 'teams'}
          value={form.seats}
          locale={locale}
          onChange={(seats) => update({ seats })}
        />
        {form.mode === 'coop-custom' ? (
          <TableCustomField value={form.custom} locale={locale} onChange={(custom) => update({ custom })} />
        ) : null}
        {coop ? null : (
          <div className="space-y-1">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={form.champions}
                onChange={(e) => update({ champions: e.target.checked })}
                aria-describedby="champion-module-note"
              />
              {o('championModule')}
            </label>
            <p id="champion-module-note" className="text-sm text-black/60">
              {o('championModuleNote')}
            </p>
          </div>
        )}
        <TableSetupErrors errors={errors} locale={locale} codeLabel={labels.code} />
        {refusal ? (
          <p role="alert" className="text-ember">
            {refusal}
          </p>
        ) : null}
        <button
          type="submit"
          data-testid="create-room"
          className="rounded-lg bg-ember px-5 py-2 text-lg font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-tide"
        >
          {busy ? o('creating') : o('create')}
        </button>
      </fieldset>
    </form>
  );
}
