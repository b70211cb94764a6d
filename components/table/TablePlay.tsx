'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/gameSetup';
import { buildSetup, DEFAULT_FORM, type SetupForm } from '@/lib/table/setupForm';
import { startSession, type TableSession } from '@/lib/table/tableSession';
import { TableDraft } from './TableDraft';
import { TableGame } from './TableGame';
import { TableSetupForm } from './TableSetupForm';
import { fetchChampion } from '@/lib/table/championRef';
import { newSeed } from '@/lib/table/newSeed';

type Stage =
  | { kind: 'loading' }
  | { kind: 'setup'; error?: string }
  | { kind: 'draft'; form: SetupForm; seed: number }
  | { kind: 'game'; session: TableSession; id: number };

export interface TablePlayProps {
  locale: Locale;
  /** A game to start at once (/play?deck=…), already checked on the server. */
  direct?: { setup: GameSetup; note: string; form: SetupForm } | null;
  /** The form to show first (a deck code that could not start is shown with its error). */
  initialForm?: SetupForm | null;
  /** A deck code naming a Champion: fetched here, then the game starts with it. */
  pendingChampion?: { id: string; seed: number; note: string } | null;
}

function begin(setup: GameSetup, id: number, refused: (message: string) => string): Stage {
  const r = startSession(setup);
  return r.ok ? { kind: 'game', session: r.session, id } : { kind: 'setup', error: refused(r.error.message) };
}

/** /play: setup, then the Draft when chosen, then the table; "New game" comes back to the setup. */
export function TablePlay({ locale, direct, initialForm, pendingChampion }: TablePlayProps) {
  const t = createT(tableMessages, locale);
  const refused = (message: string) => t('err-engine', { message });
  const [form, setForm] = useState<SetupForm>(direct?.form ?? initialForm ?? DEFAULT_FORM);
  const [stage, setStage] = useState<Stage>(() => (direct ? begin(direct.setup, 0, refused) : pendingChampion ? { kind: 'loading' } : { kind: 'setup' }));
  const [note, setNote] = useState(direct?.note ?? '');
  const start = (setup: GameSetup) => setStage((s) => begin(setup, 'id' in s ? s.id + 1 : 1, refused));

  useEffect(() => {
    if (!pendingChampion || !initialForm) return;
    let live = true;
    fetchChampion(pendingChampion.id).then((r) => {
      if (!live) return;
      if (!r.ok) { setStage({ kind: 'setup', error: t('championNotFound', { message: r.message }) }); return; }
      const withChampion = { ...initialForm, champions: { A: r.card } };
      setForm(withChampion);
      const built = buildSetup(withChampion, pendingChampion.seed);
      if (!built.ok) { setStage({ kind: 'setup', error: refused(built.errors.map((e) => e.message).join('; ')) }); return; }
      setNote(pendingChampion.note);
      setStage(begin(built.setup, 0, refused));
    });
    return () => { live = false; };
    // Runs once for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingChampion]);

  if (stage.kind === 'loading') return <p role="status">{t('championLoading')}</p>;

  if (stage.kind === 'draft') return <TableDraft form={stage.form} seed={stage.seed} locale={locale} onStart={start} />;
  if (stage.kind === 'game') {
    return (
      <div className="space-y-3">
        {note ? (
          <p className="flex flex-wrap gap-3 rounded-lg bg-tide/10 p-3 text-sm">
            {note}
            <button type="button" className="underline" onClick={() => { setNote(''); setStage({ kind: 'setup' }); }}>{t('changeSetup')}</button>
          </p>
        ) : null}
        <TableGame key={stage.id} session={stage.session} locale={locale} onNewGame={() => { setNote(''); setStage({ kind: 'setup' }); }} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {stage.error ? <p role="alert" className="text-ember">{stage.error}</p> : null}
      <TableSetupForm locale={locale} initial={form}
        onStart={start}
        onDraft={(f) => { setForm(f); setStage({ kind: 'draft', form: f, seed: newSeed() }); }} />
    </div>
  );
}
