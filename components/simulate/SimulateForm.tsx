import { useRef, type ReactNode } from 'react';
import { useFocusInGroup } from '@/components/site/useFocusInGroup';
import { PRECONSTRUCTED } from '@/lib/cards';
import { encodeDeck } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import type { FormErrors, SimulateFormValues } from '@/lib/sim/form';
import { BOT_NAMES } from '@/lib/sim/simulate';
import { MEASURED_STRENGTH } from '@/lib/sim/strength';
import { SimulateAiPlayChoice } from './SimulateAiPlayChoice';
import { SimulateCustomPlay } from './SimulateCustomPlay';

const field = 'rounded-lg border border-black/20 bg-white px-3 py-2';
const BOT_LABEL = { random: 'botRandom', greedy: 'botGreedy', search: 'botSearch', planner: 'botPlanner' } as const;

/** Deck, opponent, bot, games and seed of a simulation. */
export function SimulateForm({
  values,
  onChange,
  errors,
  locale,
  running,
  onSubmit,
  onCancel,
  estimate,
}: {
  values: SimulateFormValues;
  onChange: (v: SimulateFormValues) => void;
  errors: FormErrors;
  locale: Locale;
  running: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** How long a run of these settings should take here, shown before it starts. */
  estimate?: ReactNode;
}) {
  const t = createT(simulateMessages, locale);
  // Run is disabled while it runs and Cancel goes when it ends: the keyboard moves between them.
  const actions = useRef<HTMLDivElement>(null);
  useFocusInGroup(actions);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const set = (patch: Partial<SimulateFormValues>) => onChange({ ...values, ...patch });
  const codes = PRECONSTRUCTED.map((d, i) => ({
    slug: d.slug,
    name: t('preconName', { n: i + 1 }),
    code: encodeDeck(d.cards),
  }));
  const chosen = codes.find((c) => c.code === values.deck.trim())?.code ?? '';
  const invalid = (key: keyof FormErrors) => (errors[key] ? { 'aria-invalid': true } : {});
  const problem = (key: keyof FormErrors, text: string) =>
    errors[key] && (
      <p id={`sim-${key}-error`} className="text-sm font-semibold text-ember">
        {text}
      </p>
    );
  const numberField = (key: 'games' | 'seed', label: string, help: string, error: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`sim-${key}`}>{label}</label>
      <input
        id={`sim-${key}`}
        className={field}
        inputMode="numeric"
        name={key}
        value={values[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...invalid(key)}
        aria-describedby={errors[key] ? `sim-${key}-error` : `sim-${key}-help`}
      />
      <span id={`sim-${key}-help`} className="text-sm text-black/70">
        {help}
      </span>
      {problem(key, error)}
    </div>
  );
  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="sim-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="space-y-2" disabled={running}>
        <legend className="font-display text-xl font-bold">{t('deckLegend')}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1">
            {t('deckCode')}
            <input
              className={`${field} font-mono`}
              value={values.deck}
              spellCheck={false}
              autoComplete="off"
              name="deck"
              onChange={(e) => set({ deck: e.target.value })}
              {...invalid('deck')}
              aria-describedby={errors.deck ? 'sim-deck-error' : 'sim-deck-help'}
            />
          </label>
          <label className="flex flex-col gap-1">
            {t('preconstructed')}
            <select className={field} value={chosen} onChange={(e) => e.target.value && set({ deck: e.target.value })}>
              <option value="">{t('preconstructedNone')}</option>
              {codes.map((c) => (
                <option key={c.slug} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p id="sim-deck-help" className="text-sm text-black/70">
          {t('deckCodeHelp')}
        </p>
        {problem('deck', t('errorDeck', { detail: errors.deck ?? '' }))}
      </fieldset>
      <fieldset className="space-y-2" disabled={running}>
        <legend className="font-display text-xl font-bold">{t('opponentLegend')}</legend>
        <SimulateAiPlayChoice
          name="opponent"
          value={values.opponent}
          onChange={(opponent) => set({ opponent })}
          locale={locale}
        />
        {values.opponent === 'solo-custom' && (
          <SimulateCustomPlay
            values={values}
            onChange={onChange}
            locale={locale}
            error={errors.custom}
            disabled={running}
          />
        )}
        <p className="text-sm text-black/70">{t('aiDeckNote')}</p>
      </fieldset>
      <fieldset className="space-y-2" disabled={running}>
        <legend className="font-display text-xl font-bold">{t('botLegend')}</legend>
        {BOT_NAMES.map((b) => (
          <label key={b} className="flex items-center gap-2">
            <input type="radio" name="bot" value={b} checked={values.bot === b} onChange={() => set({ bot: b })} />
            {t(BOT_LABEL[b])}
          </label>
        ))}
        <p className="text-sm text-black/70" data-testid="sim-bot-strength">
          {t(values.bot === 'planner' ? 'botStrengthPlanner' : 'botStrength', {
            rate: percent.format(MEASURED_STRENGTH.bots[values.bot]),
            reference: percent.format(MEASURED_STRENGTH.reference),
          })}
        </p>
      </fieldset>
      <fieldset className="flex flex-wrap gap-4" disabled={running}>
        {numberField('games', t('games'), t('gamesHelp'), t('errorGames'))}
        {numberField('seed', t('seed'), t('seedHelp'), t('errorSeed'))}
      </fieldset>
      {estimate}
      <div ref={actions} className="flex gap-3">
        <button
          type="submit"
          disabled={running}
          className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink hover:bg-gold/90 disabled:opacity-50"
        >
          {t('run')}
        </button>
        {running && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-black/30 bg-white px-5 py-3 font-semibold"
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
