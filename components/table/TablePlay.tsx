'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import type { GameSetup } from '@/lib/table/setup/gameSetup';
import { buildSetup, DEFAULT_FORM, type SetupForm } from '@/lib/table/setup/setupForm';
import {
  readSavedForm,
  readSavedGame,
  SAVED_FORM_KEY,
  SAVED_GAME_KEY,
  savedGameText,
} from '@/lib/table/replay/savedGame';
import { startSession, type TableSession } from '@/lib/table/session/tableSession';
import { TableDraft } from './TableDraft';
import { TableGame } from './TableGame';
import { TablePlayNote } from './TablePlayNote';
import { TableSetupForm } from './TableSetupForm';
import { fetchChampion } from '@/lib/table/replay/championRef';
import { newSeed } from '@/lib/table/setup/newSeed';
import { tableStorage } from './tableStorage';
import { useOtherTabGame } from './useOtherTabGame';

type Stage =
  | { kind: 'loading' }
  /** kept: a game in progress is still saved (the player only went to look at the setup). */
  | { kind: 'setup'; error?: string; id: number; returning?: boolean; kept?: boolean }
  | { kind: 'draft'; form: SetupForm; seed: number; id: number }
  | { kind: 'game'; session: TableSession; id: number };

export interface TablePlayProps {
  locale: Locale;
  /** A game to start at once (/play?deck=…), already checked on the server. */
  direct?: { setup: GameSetup; note: string; form: SetupForm } | null;
  /** The form to show first (a deck code that could not start is shown with its error). */
  initialForm?: SetupForm | null;
  /** A deck code naming a Champion: fetched here, then the game starts with it. */
  pendingChampion?: { id: string; seed: number; note: string } | null;
  /** Why the game in the link could not start, said above the form. */
  linkError?: string | null;
}

function begin(setup: GameSetup, id: number, refused: (message: string) => string): Stage {
  const r = startSession(setup);
  return r.ok ? { kind: 'game', session: r.session, id } : { kind: 'setup', error: refused(r.error.message), id };
}

/**
 * /play: setup, then the Draft when chosen, then the table. The game in progress is kept in
 * the browser (its replay code: seed and moves rebuild it exactly), so a reload or a visit
 * elsewhere brings it back, until a new game starts or it is abandoned; the last setup is
 * kept for the next game. Two tabs on the kept game follow its latest move.
 */
export function TablePlay({ locale, direct, initialForm, pendingChampion, linkError }: TablePlayProps) {
  const t = createT(tableMessages, locale);
  const refused = (message: string) => t('err-engine', { message });
  const [form, setForm] = useState<SetupForm>(direct?.form ?? initialForm ?? DEFAULT_FORM);
  const [stage, setStage] = useState<Stage>(() =>
    direct ? begin(direct.setup, 0, refused) : pendingChampion ? { kind: 'loading' } : { kind: 'setup', id: 0 },
  );
  const [note, setNote] = useState(direct?.note ?? '');
  // A restored position: its note goes as soon as the game moves on from it.
  const restored = useRef<TableSession | null>(null);
  const nextId = (s: Stage) => ('id' in s ? s.id + 1 : 1);
  const remember = (f: SetupForm) => {
    setForm(f);
    tableStorage.set(SAVED_FORM_KEY, JSON.stringify(f));
  };
  const start = (setup: GameSetup, f: SetupForm) => {
    remember(f);
    setNote('');
    setStage((s) => begin(setup, nextId(s), refused));
  };
  const show = (session: TableSession, text: string) => {
    restored.current = session;
    setNote(text);
    setStage((s) => ({ kind: 'game', session, id: nextId(s) }));
  };
  const backToSetup = () => {
    tableStorage.set(SAVED_GAME_KEY, null);
    setNote('');
    setStage((s) => ({ kind: 'setup', id: nextId(s), returning: true }));
  };
  const changeSetup = () => {
    setNote('');
    setStage((s) => ({ kind: 'setup', id: nextId(s), returning: true, kept: true }));
  };
  const backToGame = () => {
    const session = readSavedGame(tableStorage.get(SAVED_GAME_KEY));
    if (session) show(session, t('resumed'));
    else setStage((s) => ({ kind: 'setup', id: nextId(s), error: t('keptGone') }));
  };
  const onProgress = useCallback((session: TableSession) => {
    tableStorage.set(SAVED_GAME_KEY, savedGameText(session));
    if (restored.current && session !== restored.current) {
      restored.current = null;
      setNote('');
    }
  }, []);
  useOtherTabGame(stage.kind === 'game', (saved) => {
    const session = readSavedGame(saved);
    if (session) show(session, t('otherTabMoved'));
    else {
      setNote(t('otherTabEnded'));
      setStage((s) => ({ kind: 'setup', id: nextId(s) }));
    }
  });

  useEffect(() => {
    // A link asks for its own game; otherwise the game left in progress comes back, or the last setup.
    // Storage exists only in the browser, so this runs once after hydration (the server cannot know it).
    if (direct || pendingChampion || initialForm) return;
    const saved = readSavedForm(tableStorage.get(SAVED_FORM_KEY));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setForm(saved);
    const session = readSavedGame(tableStorage.get(SAVED_GAME_KEY));
    if (session) show(session, t('resumed'));
    else if (saved) setStage({ kind: 'setup', id: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!pendingChampion || !initialForm) return;
    let live = true;
    fetchChampion(pendingChampion.id).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setStage({
          kind: 'setup',
          error: t(r.reason === 'not-found' ? 'championNotFound' : 'championUnavailable'),
          id: 1,
        });
        return;
      }
      const withChampion = { ...initialForm, champions: { A: r.card } };
      setForm(withChampion);
      const built = buildSetup(withChampion, pendingChampion.seed);
      if (!built.ok) {
        setStage({ kind: 'setup', error: refused(built.errors.map((e) => e.message).join('; ')), id: 1 });
        return;
      }
      setNote(pendingChampion.note);
      setStage(begin(built.setup, 1, refused));
    });
    return () => {
      live = false;
    };
    // Runs once for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingChampion]);

  // During a game the board takes the whole screen: the page's title stays for screen readers only.
  const header = (
    <header className={stage.kind === 'game' ? 'sr-only' : 'mb-4 space-y-1'}>
      <h1 className="font-display text-4xl font-bold">{t('playTitle')}</h1>
      <p className="max-w-3xl text-black/80">{t('playIntro')}</p>
    </header>
  );
  if (stage.kind === 'loading')
    return (
      <>
        {header}
        <p role="status">{t('championLoading')}</p>
      </>
    );
  if (stage.kind === 'draft')
    return (
      <>
        {header}
        <TableDraft
          key={stage.id}
          form={stage.form}
          seed={stage.seed}
          locale={locale}
          onStart={(setup) => start(setup, stage.form)}
        />
      </>
    );
  if (stage.kind === 'game') {
    return (
      // The screen under the site's header (the main's top padding aside), from CSS alone: the table is its size before the page's code runs.
      <div className="flex h-[calc(100dvh-61px-1.5rem)] flex-col sm:h-[calc(100dvh-57px-1.5rem)] [@media(max-height:500px)]:h-[calc(100dvh-41px-1.5rem)]">
        {header}
        {/* The note sits above the board, which pulls itself up against the header: the note keeps its own room. */}
        {note ? (
          <div className="-mt-4 mb-8 shrink-0 sm:-mt-2 [@media(max-height:500px)]:-mt-5 [@media(max-height:500px)]:mb-7">
            <TablePlayNote text={note} locale={locale} onChangeSetup={changeSetup} />
          </div>
        ) : null}
        <TableGame
          key={stage.id}
          session={stage.session}
          locale={locale}
          onNewGame={backToSetup}
          onProgress={onProgress}
        />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {header}
      {stage.kept ? (
        <TablePlayNote text={t('keptNote')} locale={locale} onBackToGame={backToGame} />
      ) : note ? (
        <TablePlayNote text={note} locale={locale} />
      ) : null}
      {(stage.error ?? (stage.id === 0 ? linkError : null)) ? (
        <p role="alert" className="text-ember">
          {stage.error ?? linkError}
        </p>
      ) : null}
      <TableSetupForm
        key={stage.id}
        locale={locale}
        initial={form}
        focusFirst={stage.returning === true}
        onStart={start}
        onDraft={(f) => {
          remember(f);
          setNote('');
          setStage((s) => ({ kind: 'draft', form: f, seed: newSeed(), id: nextId(s) }));
        }}
      />
    </div>
  );
}
