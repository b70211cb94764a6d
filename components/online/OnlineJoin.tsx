'use client';

import { useId, useState, type FormEvent } from 'react';
import { TableDeckCodeField } from '@/components/table/TableDeckCodeField';
import { TablePreconField } from '@/components/table/TablePreconField';
import { PRECONSTRUCTED } from '@/lib/cards';
import type { PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { readDeckInput } from '@/lib/online/readDeckInput';
import { roomClient } from '@/lib/online/roomClient';
import type { JoinRequest, RoomSnapshot } from '@/lib/rooms/protocol';
import { parseChampionRef } from '@/lib/table/replay/championRef';
import { explainDeckCode } from '@/lib/table/setup/explainDeckCode';
import { tableMessages } from '@/lib/i18n/messages/table';
import { seatNumber } from '@/lib/table/setup/seatNames';

export interface OnlineJoinProps {
  room: RoomSnapshot;
  seat: PlayerId;
  secret: string;
  locale: Locale;
}

/** An invite opened: a name, and where the format needs one the deck (and the Champion with the module). */
export function OnlineJoin({ room, seat, secret, locale }: OnlineJoinProps) {
  const o = createT(onlineMessages, locale);
  const t = createT(tableMessages, locale);
  const id = useId();
  // Each seat is offered a different preconstructed deck first; the server refuses one already taken.
  const [precon, setPrecon] = useState(PRECONSTRUCTED[seatNumber(seat) - 1]?.slug ?? PRECONSTRUCTED[0].slug);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [champion, setChampion] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const deckOf = async (): Promise<{ ok: true; deck?: string | string[] } | { ok: false; message: string }> => {
    if (room.format === 'draft') return { ok: true };
    if (room.format === 'preconstructed') return { ok: true, deck: precon };
    const input = readDeckInput(code);
    if (input.kind === 'code') return { ok: true, deck: input.cards };
    if (input.kind === 'bad') return { ok: false, message: explainDeckCode(input.code, input.input, locale) };
    try {
      const response = await fetch(`/api/decks/${encodeURIComponent(input.id)}`);
      const body = (await response.json().catch(() => null)) as { cards?: unknown } | null;
      if (response.ok && Array.isArray(body?.cards)) return { ok: true, deck: body.cards.map(String) };
      return { ok: false, message: o('api-not-found') };
    } catch {
      return { ok: false, message: o('api-network') };
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 40) {
      setError(o('err-name'));
      return;
    }
    // The Champion is named by its gallery id (or page link); the server reads the saved design.
    const championId = room.champions ? parseChampionRef(champion) : null;
    if (room.champions && !championId) {
      setError(champion.trim() ? t('championBadInput') : o('err-champion'));
      return;
    }
    setBusy(true);
    const deck = await deckOf();
    if (!deck.ok) {
      setBusy(false);
      setError(deck.message);
      return;
    }
    const request: JoinRequest = {
      name: trimmed,
      ...(deck.deck ? { deck: deck.deck } : {}),
      ...(championId ? { champion: championId } : {}),
    };
    const r = await roomClient.join(room.code, seat, secret, request);
    setBusy(false);
    // Joined: the stream brings the lobby. Refused: the reason, and the form as it was.
    if (!r.ok) setError(explainRoomRefusal(r.refusal, locale));
  };
  return (
    <form
      onSubmit={submit}
      className="max-w-3xl space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="online-join"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold">
        {o('joinTitle', { n: seatNumber(seat) })}
      </h2>
      <fieldset disabled={busy} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className="block font-semibold">
            {o('nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={40}
            autoComplete="nickname"
            required
            aria-describedby={`${id}-name-hint`}
            aria-invalid={error === o('err-name')}
            data-testid="join-name"
            className="w-full max-w-sm rounded border border-black/30 px-2 py-2"
          />
          <p id={`${id}-name-hint`} className="text-sm text-black/60">
            {o('nameHint')}
          </p>
        </div>
        {room.format === 'draft' ? <p className="text-sm text-black/60">{o('draftLater')}</p> : null}
        {room.format === 'preconstructed' ? (
          <TablePreconField
            legend={o('deckLegend')}
            name="precon"
            value={precon}
            locale={locale}
            aiNote={false}
            onChange={setPrecon}
          />
        ) : null}
        {room.format === 'constructed' ? (
          <TableDeckCodeField
            label={`${o('deckCodeLabel')} · ${o('savedDeckLabel')}`}
            value={code}
            locale={locale}
            onChange={setCode}
          />
        ) : null}
        {room.champions ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-champion`} className="block font-semibold">
              {o('championLabel')}
            </label>
            <input
              id={`${id}-champion`}
              value={champion}
              onChange={(e) => setChampion(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-testid="join-champion"
              className="w-full max-w-md rounded border border-black/30 px-2 py-2"
            />
          </div>
        ) : null}
        <p role="alert" className="text-ember" data-testid="join-error">
          {error}
        </p>
        <button
          type="submit"
          data-testid="join"
          className="rounded-lg bg-ember px-5 py-2 text-lg font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-tide"
        >
          {busy ? o('joining') : o('join')}
        </button>
      </fieldset>
    </form>
  );
}
