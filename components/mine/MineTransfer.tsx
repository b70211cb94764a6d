'use client';
import { useId, useState, type ChangeEvent } from 'react';
import { readMineFile, writeMineFile, type MineFileError } from '@/lib/mine/mineList';
import type { Locale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';
import { addToMine, useMine } from './mineStorage';

function errorText(error: MineFileError, t: ReturnType<typeof createT<(typeof mineMessages)['en']>>): string {
  switch (error.code) {
    case 'too-large':
      return t('importTooLarge', { max: Math.round(error.max / 1024) });
    case 'not-json':
      return t('importNotJson');
    case 'not-mine':
      return t('importNotMine');
    case 'newer-version':
      return t('importNewer', { version: error.version });
    case 'too-many':
      return t('importTooMany', { max: error.max });
    case 'bad-entry':
      return t('importBadEntry', { number: error.index + 1 });
  }
}

/** The list as a file, and a file read back into the list (all of it checked first). */
export function MineTransfer({ locale }: { locale: Locale }) {
  const t = createT(mineMessages, locale);
  const id = useId();
  const list = useMine();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const download = () => {
    const url = URL.createObjectURL(new Blob([writeMineFile(list ?? [])], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'erret-mine.json';
    link.click();
    URL.revokeObjectURL(url);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setResult({ ok: false, text: t('importUnreadable') });
    }
    const read = readMineFile(text, file.size);
    if (!read.ok) return setResult({ ok: false, text: errorText(read.error, t) });
    addToMine(read.items);
    const total = new Set([...(list ?? []), ...read.items].map((e) => `${e.kind}:${e.id}`)).size;
    setResult({ ok: true, text: t('imported', { count: read.items.length, total }) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-black/10 bg-white/70 p-4">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {t('transferTitle')}
      </h2>
      <p className="max-w-prose text-black/70">{t('transferIntro')}</p>
      <button
        type="button"
        onClick={download}
        disabled={list === null}
        className="rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90 disabled:opacity-60"
      >
        {t('exportButton')}
      </button>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block font-semibold">
          {t('importLabel')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          onChange={upload}
          disabled={list === null}
          className="block"
        />
      </div>
      <p role="status" data-testid="mine-import-result" className="font-semibold empty:hidden">
        {result?.ok ? result.text : ''}
      </p>
      <p role="alert" data-testid="mine-import-error" className="font-semibold text-ember empty:hidden">
        {result && !result.ok ? result.text : ''}
      </p>
    </section>
  );
}
