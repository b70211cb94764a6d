'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useInteractive } from '@/components/site/useBrowserValue';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/setup/gameSetup';
import {
  againstAi,
  buildSetup,
  checkForm,
  formSeats,
  isCoop,
  isCustom,
  isMultiplayerMode,
  isSolo,
  type SetupError,
  type SetupForm,
} from '@/lib/table/setup/setupForm';
import { tableMultiplayerMessages } from '@/lib/i18n/messages/tableMultiplayer';
import { TableChampionField } from './TableChampionField';
import { TableCustomField } from './TableCustomField';
import { TableDeckCodeField } from './TableDeckCodeField';
import { TableFormatField } from './TableFormatField';
import { TableModeField } from './TableModeField';
import { TablePreconField } from './TablePreconField';
import { TableSeatPlayersField } from './TableSeatPlayersField';
import { TableSetupErrors } from './TableSetupErrors';
import { newSeed } from '@/lib/table/setup/newSeed';
import { setupLabels } from '@/lib/table/setup/setupLabels';

export interface TableSetupFormProps {
  locale: Locale;
  initial: SetupForm;
  onStart: (setup: GameSetup, form: SetupForm) => void;
  onDraft: (form: SetupForm) => void;
  /** Back from a game: the focus goes to the first choice instead of falling to the page. */
  focusFirst?: boolean;
}

/** /play: mode, format, decks, Custom Play settings and Champions; checked before anything starts. */
export function TableSetupForm({ locale, initial, onStart, onDraft, focusFirst = false }: TableSetupFormProps) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const [form, setForm] = useState<SetupForm>(initial);
  const interactive = useInteractive();
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst) root.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
  }, [focusFirst]);
  // A deck code that came in the link and cannot start is explained at once; once shown, the
  // list follows every change, so it never describes a form that is no longer there.
  const [shown, setShown] = useState(() => initial.codes.A !== '');
  const [engineErrors, setEngineErrors] = useState<SetupError[]>([]);
  const clean = (f: SetupForm) => (championsAllowedIn(f) ? f : { ...f, champions: {} });
  const errors = shown ? [...checkForm(clean(form)), ...engineErrors] : [];
  const solo = isSolo(form.mode);
  const seats = formSeats(form.mode);
  const labels = setupLabels(form.mode, locale, form.players);
  const update = (patch: Partial<SetupForm>) => {
    setEngineErrors([]);
    setForm((f) => {
      const next = { ...f, ...patch };
      if (againstAi(next.mode) && next.format === 'constructed') next.format = 'preconstructed';
      return next;
    });
  };
  const championsAllowed = championsAllowedIn(form);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const f = clean(form);
    if (f.format === 'draft') {
      if (!checkForm(f).length) onDraft(f);
      return;
    }
    const r = buildSetup(f, newSeed());
    if (r.ok) onStart(r.setup, f);
    else setEngineErrors(r.errors.filter((x) => x.code === 'engine'));
  };

  return (
    <form ref={root} onSubmit={submit} className="space-y-5" aria-label={t('playTitle')} data-testid="setup">
      {/* Disabled until the page is interactive: a choice made before that would miss the form's state. */}
      <fieldset disabled={!interactive} className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TableModeField value={form.mode} locale={locale} onChange={(mode) => update({ mode })} />
          <TableFormatField
            value={form.format}
            solo={againstAi(form.mode)}
            locale={locale}
            onChange={(format) => update({ format })}
          />
        </div>
        {isMultiplayerMode(form.mode) ? (
          <TableSeatPlayersField
            seats={seats}
            teams={form.mode === 'teams'}
            note={form.mode === 'teams' ? m('teamsNote') : isCoop(form.mode) ? m('coopNote') : null}
            value={form.players ?? {}}
            locale={locale}
            onChange={(players) => update({ players })}
          />
        ) : null}
        {form.format === 'preconstructed'
          ? seats.map((seat) => (
              <TablePreconField
                key={seat}
                legend={labels.deck(seat)}
                name={`precon-${seat}`}
                value={form.precon[seat] ?? ''}
                locale={locale}
                aiNote={solo}
                onChange={(slug) => update({ precon: { ...form.precon, [seat]: slug } })}
              />
            ))
          : null}
        {form.format === 'constructed'
          ? seats.map((seat) => (
              <TableDeckCodeField
                key={seat}
                label={labels.code(seat)}
                value={form.codes[seat] ?? ''}
                locale={locale}
                onChange={(code) => update({ codes: { ...form.codes, [seat]: code } })}
              />
            ))
          : null}
        {form.format === 'preconstructed' && isCoop(form.mode) ? (
          <p className="text-sm text-black/60">{m('coopPreconNote')}</p>
        ) : null}
        {isCustom(form.mode) ? (
          <TableCustomField value={form.custom} locale={locale} onChange={(custom) => update({ custom })} />
        ) : null}
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('championLegend')}</legend>
          <p className="text-sm text-black/60">{t('championNote')}</p>
          {championsAllowed
            ? seats.map((seat) => (
                <TableChampionField
                  key={seat}
                  seat={labels.seat(seat)}
                  label={labels.champion(seat)}
                  value={form.champions[seat]}
                  locale={locale}
                  onChange={(card) => update({ champions: { ...form.champions, [seat]: card } })}
                />
              ))
            : null}
        </fieldset>
        <TableSetupErrors errors={errors} locale={locale} codeLabel={labels.code} />
        <button
          type="submit"
          className="rounded-lg bg-ember px-5 py-2 text-lg font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-tide"
          data-testid="start"
        >
          {form.format === 'draft' ? t('startDraft') : t('start')}
        </button>
      </fieldset>
    </form>
  );
}

/** Champions join Draft and Constructed Duels and four-seat games, and a Solo Custom Draft (the Champion setting). */
function championsAllowedIn(form: SetupForm): boolean {
  return (
    form.format !== 'preconstructed' && (!againstAi(form.mode) || (isCustom(form.mode) && form.format === 'draft'))
  );
}
