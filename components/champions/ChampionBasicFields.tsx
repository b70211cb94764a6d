'use client';

import type { FieldError } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { ChampionFieldError } from './ChampionFieldError';
import type { ForgeValues } from './forgeModel';

interface Props {
  locale: Locale;
  values: ForgeValues;
  onChange: (patch: Partial<ForgeValues>) => void;
  /** The error to show per field (only for fields the player has touched or tried to save). */
  errorOf: (field: string) => FieldError | undefined;
  onTouch: (field: string) => void;
}

const input = 'mt-1 block w-full rounded border border-black/25 bg-white px-3 py-2 aria-[invalid=true]:border-ember';

/** Name, author, Attack Value (X only with Vulnerability) and Health. */
export function ChampionBasicFields({ locale, values, onChange, errorOf, onTouch }: Props) {
  const t = createT(championsMessages, locale);
  const hasVulnerability = values.abilities.some((a) => a.ability === 'vulnerability');
  const field = (name: string) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': `champion-${name}-error${name === 'name' ? ' champion-name-help' : ''}`,
    onBlur: () => onTouch(name),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor="champion-name" className="font-semibold">
          {t('fieldName')}
        </label>
        <input
          id="champion-name"
          name="name"
          className={input}
          autoComplete="off"
          value={values.name}
          onChange={(e) => {
            onChange({ name: e.target.value });
            onTouch('name');
          }}
          {...field('name')}
        />
        <p id="champion-name-help" className="mt-1 text-sm text-black/70">
          {t('fieldNameHelp')}
        </p>
        <ChampionFieldError id="champion-name-error" error={errorOf('name')} locale={locale} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="champion-author" className="font-semibold">
          {t('fieldAuthor')}
        </label>
        <input
          id="champion-author"
          name="author"
          className={input}
          autoComplete="nickname"
          value={values.author}
          onChange={(e) => onChange({ author: e.target.value })}
          {...field('author')}
        />
        <ChampionFieldError id="champion-author-error" error={errorOf('author')} locale={locale} />
      </div>
      <div>
        <label htmlFor="champion-attack" className="font-semibold">
          {t('fieldAttack')}
        </label>
        <input
          id="champion-attack"
          name="attack"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          className={input}
          value={values.attackX ? '' : values.attack}
          disabled={values.attackX}
          onChange={(e) => {
            onChange({ attack: e.target.value });
            onTouch('attack');
          }}
          {...field('attack')}
        />
        {hasVulnerability && (
          <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-tide"
              checked={values.attackX}
              onChange={(e) => onChange({ attackX: e.target.checked })}
            />
            {t('fieldAttackX')}
          </label>
        )}
        <ChampionFieldError id="champion-attack-error" error={errorOf('attack')} locale={locale} />
      </div>
      <div>
        <label htmlFor="champion-health" className="font-semibold">
          {t('fieldHealth')}
        </label>
        <input
          id="champion-health"
          name="health"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          step={1}
          className={input}
          value={values.health}
          onChange={(e) => {
            onChange({ health: e.target.value });
            onTouch('health');
          }}
          {...field('health')}
        />
        <ChampionFieldError id="champion-health-error" error={errorOf('health')} locale={locale} />
      </div>
    </div>
  );
}
