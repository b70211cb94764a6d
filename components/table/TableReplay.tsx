'use client';

import { useBrowserValue } from '@/components/site/useBrowserValue';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardDef } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { groupSteps } from '@/lib/table/board/animationSteps';
import { applyEvent, viewOf } from '@/lib/table/board/boardView';
import { beatStage } from '@/lib/table/board/beatStage';
import { explainRefusal } from '@/lib/table/narration/explainRefusal';
import { narrateStep } from '@/lib/table/narration/narrate';
import { decodeReplay } from '@/lib/table/replay/replayCodec';
import { replayGame } from '@/lib/table/replay/replayGame';
import { seatNames } from '@/lib/table/setup/seatNames';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBoard } from './TableBoard';
import { TableHandList } from './TableHandList';
import { TableReplayControls } from './TableReplayControls';
import { TableReplayEvents } from './TableReplayEvents';
import { useFocusInGroup } from '@/components/site/useFocusInGroup';

/** /replay/<code>: the game replayed by the engine, move by move, and within a move event by event. */
export function TableReplay({ code, locale }: { code: string; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const decoded = useMemo(() => decodeReplay(code), [code]);
  const replayed = useMemo(() => (decoded.ok ? replayGame(decoded.replay) : null), [decoded]);
  const [at, setAt] = useState(0);
  /** How many beats of the move are shown; null: all of them (the position after the move). */
  const [beat, setBeat] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  useFocusInGroup(controls);
  // The full link needs the browser's origin; the server renders the path alone.
  const origin = useBrowserValue(() => window.location.origin, '');
  const steps = replayed?.steps ?? [];
  const total = Math.max(0, steps.length - 1);
  const running = playing && at < total;
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => {
      setAt((a) => a + 1);
      setBeat(null);
    }, 900);
    return () => clearTimeout(id);
  }, [running, at]);
  if (!decoded.ok) {
    return (
      <p role="alert" className="text-ember" data-testid="replay-error" data-code={decoded.error.code}>
        {t('replayBad', { message: t(`replayErr-${decoded.error.code}`, { count: decoded.error.count ?? 0 }) })}
      </p>
    );
  }
  const setup = decoded.replay.setup;
  const names = seatNames(setup, locale);
  if (!steps.length)
    return (
      <p role="alert" className="text-ember" data-testid="replay-error">
        {t('replayBad', { message: t('replayErr-malformed') })}
      </p>
    );
  const step = steps[Math.min(at, total)];
  const defs = new Map<string, CardDef>(step.state.cards.map((c) => [c.slug, c]));
  const beats = groupSteps(step.events);
  const shown = beat === null ? beats.length : beat;
  // Part-way through a move, the board is the position before it with the beats shown so far played on it.
  const partway = shown < beats.length && at > 0;
  const view = partway
    ? beats
        .slice(0, shown)
        .flatMap((b) => b.events)
        .reduce(applyEvent, viewOf(steps[at - 1].state))
    : viewOf(step.state);
  // The last event shown is drawn as the table draws it while playing: its attacker, targets and Damage marked.
  const stage =
    partway && shown > 0
      ? beatStage(
          beats
            .slice(0, shown - 1)
            .flatMap((b) => b.events)
            .reduce(applyEvent, viewOf(steps[at - 1].state)),
          beats[shown - 1],
        )
      : null;
  const narration = { locale, name: (slug: string) => defs.get(slug)?.name ?? slug, who: names.inSentence };
  const said = beats.slice(0, shown).map((b) => narrateStep(b, narration));
  const refusal = replayed && !replayed.ok ? replayed.error : null;
  const go = (n: number) => {
    setAt(Math.max(0, Math.min(total, n)));
    setBeat(null);
  };
  return (
    <div className="space-y-4" data-testid="replay">
      <p className="text-sm text-black/70">
        {t('setupLine', {
          mode: setup.mode === 'solo' ? 'Solo' : 'Duel',
          format: t(`format-${setup.format}`),
          seed: setup.seed,
        })}
      </p>
      {refusal ? (
        <p role="alert" className="text-ember">
          {t('replayRefusedAt', {
            at: (refusal.index ?? 0) + 1,
            reason: refusal.refusal
              ? explainRefusal(refusal.refusal, steps.at(-1)!.state, { locale, who: names.inSentence })
              : t('replayErr-malformed'),
          })}
        </p>
      ) : null}
      <h2 className="font-display text-2xl font-bold">{t('replayPosition', { at, total })}</h2>
      {/* The controls stay on screen (at the top on a phone, upright or sideways) while the board and the log they change scroll below them. */}
      <div
        ref={controls}
        className="sticky top-0 z-10 -mx-4 space-y-2 border-b border-black/15 bg-parchment px-4 py-2 md:[@media(min-height:501px)]:static md:[@media(min-height:501px)]:mx-0 md:[@media(min-height:501px)]:border-0 md:[@media(min-height:501px)]:p-0"
        data-testid="replay-controls"
      >
        <TableReplayControls at={at} total={total} playing={running} locale={locale} onGo={go} onPlaying={setPlaying} />
        {beats.length > 1 && at > 0 ? (
          <TableReplayEvents at={shown} total={beats.length} locale={locale} onGo={setBeat} />
        ) : null}
        {said.length ? (
          <p
            className="line-clamp-2 text-sm md:[@media(min-height:501px)]:hidden"
            aria-hidden="true"
            data-testid="replay-latest"
          >
            {said.at(-1)}
          </p>
        ) : null}
      </div>
      <TableAnnouncer text={said.join('. ')} />
      {/* Every hand above the board, the first seat's last (it sits at the bottom). */}
      {[...step.state.order.filter((p) => p !== 'A'), 'A' as const].map((seat) => {
        const s = view.seats[seat];
        return s?.kind === 'person' ? (
          <TableHandList
            key={seat}
            hand={s.hand}
            side={s.side}
            defs={defs}
            heading={names.hand(seat)}
            locale={locale}
          />
        ) : null;
      })}
      {/* On a short screen the board takes what the sticky controls leave. */}
      <div className="-mx-4 flex h-[min(72dvh,680px)] flex-col [@media(max-height:500px)]:h-[calc(100dvh-9.5rem)] rounded-none bg-[radial-gradient(ellipse_at_center,#2f4a38_0%,#1c2b21_75%)] p-1.5 text-parchment sm:mx-0 sm:rounded-xl sm:p-2">
        <TableBoard
          view={stage?.view ?? view}
          summaryOf={view}
          state={step.state}
          viewer="A"
          defs={defs}
          locale={locale}
          heading={names.heading}
          team={names.team}
          sideLabel={names.side}
          marks={stage?.marks ?? null}
        />
      </div>
      <section aria-labelledby="replay-log-title" className="rounded-xl border border-black/10 bg-white/60 p-3">
        <h3 id="replay-log-title" className="font-display text-lg font-bold">
          {t('logTitle')}
        </h3>
        <ol className="list-disc pl-5 text-sm" data-testid="replay-log">
          {said.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
      <label className="block text-sm">
        {t('shareLink')}
        <input
          readOnly
          value={`${origin}/replay/${code}`}
          className="mt-1 w-full rounded border border-black/20 px-2 py-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
      </label>
    </div>
  );
}
