'use client';

import { useBrowserValue } from '@/components/site/useBrowserValue';
import { useEffect, useMemo, useState } from 'react';
import type { CardDef } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { groupSteps } from '@/lib/table/animationSteps';
import { viewOf } from '@/lib/table/boardView';
import { narrateStep } from '@/lib/table/narrate';
import { decodeReplay } from '@/lib/table/replayCodec';
import { replayGame } from '@/lib/table/replayGame';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBoard } from './TableBoard';
import { TableHandList } from './TableHandList';
import { TableReplayControls } from './TableReplayControls';
import { seatNames } from '@/lib/table/seatNames';


/** /replay/<code>: the game replayed by the engine, position by position. */
export function TableReplay({ code, locale }: { code: string; locale: Locale }) {
  const t = createT(tableMessages, locale);
  const decoded = useMemo(() => decodeReplay(code), [code]);
  const replayed = useMemo(() => (decoded.ok ? replayGame(decoded.replay) : null), [decoded]);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  // The full link needs the browser's origin; the server renders the path alone.
  const origin = useBrowserValue(() => window.location.origin, '');
  const steps = replayed?.steps ?? [];
  const total = Math.max(0, steps.length - 1);
  const running = playing && at < total;
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setAt((a) => a + 1), 900);
    return () => clearTimeout(id);
  }, [running, at]);
  if (!decoded.ok) return <p role="alert" className="text-ember" data-testid="replay-error" data-code={decoded.error.code}>{t('replayBad', { message: decoded.error.message })}</p>;
  if (!steps.length) return <p role="alert" className="text-ember" data-testid="replay-error">{t('replayBad', { message: replayed && !replayed.ok ? replayed.error.message : '' })}</p>;
  const setup = decoded.replay.setup;
  const names = seatNames(setup, locale);
  const step = steps[Math.min(at, total)];
  const defs = new Map<string, CardDef>(step.state.cards.map((c) => [c.slug, c]));
  const view = viewOf(step.state);
  const narration = { locale, name: (slug: string) => defs.get(slug)?.name ?? slug, who: names.inSentence };
  const said = groupSteps(step.events).map((beat) => narrateStep(beat, narration));
  return (
    <div className="space-y-4" data-testid="replay">
      <p className="text-sm text-black/70">{t('setupLine', { mode: setup.mode === 'solo' ? 'Solo' : 'Duel', format: t(`format-${setup.format}`), seed: setup.seed })}</p>
      {replayed && !replayed.ok ? <p role="alert" className="text-ember">{t('replayRefused', { message: replayed.error.message })}</p> : null}
      <TableReplayControls at={at} total={total} playing={running} locale={locale} onGo={(n) => setAt(Math.max(0, Math.min(total, n)))} onPlaying={setPlaying} />
      <TableAnnouncer text={said.join('. ')} />
      {(['B', 'A'] as const).map((seat) => {
        const s = view.seats[seat];
        return s?.kind === 'person' ? <TableHandList key={seat} hand={s.hand} side={s.side} defs={defs} heading={names.hand(seat)} locale={locale} /> : null;
      })}
      <TableBoard view={view} viewer="A" enemy="B" defs={defs} locale={locale} sideLabel={names.side} />
      <section aria-label={t('logTitle')} className="rounded-xl border border-black/10 bg-white/60 p-3">
        <h3 className="font-display text-lg font-bold">{t('logTitle')}</h3>
        <ol className="list-disc pl-5 text-sm">{said.map((line, i) => <li key={i}>{line}</li>)}</ol>
      </section>
      <label className="block text-sm">
        {t('shareLink')}
        <input readOnly value={`${origin}/replay/${code}`} className="mt-1 w-full rounded border border-black/20 px-2 py-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
      </label>
    </div>
  );
}
