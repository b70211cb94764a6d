'use client';

import { useRef, useState } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@/lib/champions/limits';
import { bilingual } from '@/lib/champions/messages';
import type { BilingualMessage } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { championApiErrors } from './championApiError';
import { ChampionFieldError } from './ChampionFieldError';
import type { ForgePicture } from './forgeModel';

interface Props {
  locale: Locale;
  picture: ForgePicture | null;
  onPicture: (picture: ForgePicture | null) => void;
  error?: BilingualMessage;
  onError: (error: BilingualMessage | undefined) => void;
}

type CheckAnswer = { width: number; height: number; dataUrl: string; warnings: BilingualMessage[] };

/**
 * Picks a picture and has the server check and re-encode it, so the preview shows the very
 * PNG that will be stored; a file over the limit is refused before any upload.
 */
export function ChampionPictureField({ locale, picture, onPicture, error, onError }: Props) {
  const t = createT(championsMessages, locale);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<BilingualMessage[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const say = (m: BilingualMessage) => (locale === 'fr' ? m.messageFr : m.message);

  async function onFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    setNotes([]);
    onError(undefined);
    if (!file) return;
    if (file.size > PICTURE_MAX_BYTES) {
      const size = (file.size / 1024 / 1024).toFixed(1);
      onError(bilingual('imgTooLarge', { size, max: 5 }, { size: size.replace('.', ','), max: 5 }));
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/champions/check-picture', { method: 'POST', body: file });
      const answer = await response.json();
      if (!response.ok) {
        onError(championApiErrors(answer, response.status)[0]);
        input.value = '';
      } else {
        const { dataUrl, width, height, warnings } = answer as CheckAnswer;
        onPicture({ src: dataUrl, width, height, file });
        setNotes(warnings);
      }
    } catch {
      onError(bilingual('imgDamaged'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="champion-picture" className="block font-semibold">
        {t('fieldPicture')}
      </label>
      <input
        id="champion-picture"
        ref={fileInput}
        name="picture"
        type="file"
        accept={PICTURE_TYPES.join(',')}
        aria-describedby="champion-picture-help champion-picture-error"
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-tide file:px-3 file:py-2 file:text-white"
        onChange={(e) => onFile(e.currentTarget)}
      />
      <p id="champion-picture-help" className="text-sm text-black/70">
        {t('fieldPictureHelp')}
      </p>
      {busy && (
        <p role="status" className="text-sm">
          {t('pictureChecking')}
        </p>
      )}
      <ChampionFieldError id="champion-picture-error" error={error} locale={locale} />
      {notes.map((n) => (
        <p key={n.message} className="text-sm text-black/70">
          {say(n)}
        </p>
      ))}
      {picture ? (
        <button
          type="button"
          className="rounded border border-black/20 px-3 py-1 text-sm hover:bg-black/5"
          onClick={() => {
            // The button goes away with the picture: the focus goes to the file field, emptied so the same file can be chosen again.
            onPicture(null);
            setNotes([]);
            if (fileInput.current) {
              fileInput.current.value = '';
              fileInput.current.focus();
            }
          }}
        >
          {t('pictureRemove')}
        </button>
      ) : (
        <p className="text-sm text-black/70">{t('pictureNone')}</p>
      )}
    </div>
  );
}
