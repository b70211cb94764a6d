'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { DEFAULT_FRAMING } from '@/lib/champions/framing';
import type { BilingualMessage, FieldError } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';
import { ChampionAbilityPicker } from './ChampionAbilityPicker';
import { ChampionBasicFields } from './ChampionBasicFields';
import { ChampionCostBreakdown } from './ChampionCostBreakdown';
import { ChampionFramingSliders } from './ChampionFramingSliders';
import { ChampionPictureField } from './ChampionPictureField';
import { ChampionPreview } from './ChampionPreview';
import { ChampionRules } from './ChampionRules';
import { useInteractive } from '@/components/site/useBrowserValue';
import { SiteVisibilityChoice } from '@/components/site/SiteVisibilityChoice';
import { visibilityButtonText } from '@/components/site/visibilityButtonText';
import { rememberMine } from '@/components/mine/mineStorage';
import type { Visibility } from '@/lib/decks/visibility';
import { deriveForge, toggleAbility, toggleAura, type ForgePicture, type ForgeValues } from './forgeModel';
import { rememberChampionToken } from './championEditToken';
import { saveChampion } from './saveChampion';

/** `version` is the one the edit starts from: saving over a newer one is refused (409). */
export type ForgeMode =
  | { kind: 'create' }
  | {
      kind: 'edit';
      id: string;
      token: string;
      version: number;
      visibility: Visibility;
      initial: ForgeValues;
      picture: ForgePicture | null;
    };

const BLANK: ForgeValues = {
  name: '',
  author: '',
  attack: '2',
  attackX: false,
  health: '3',
  abilities: [],
  framing: DEFAULT_FRAMING,
};
const FIELD_ORDER = ['name', 'author', 'picture', 'attack', 'health', 'abilities'];

/** The Champion designer: form, live preview, live cost and the rules, saved through the API. */
export function ChampionForge({ locale, mode }: { locale: Locale; mode: ForgeMode }) {
  const t = createT(championsMessages, locale);
  const [values, setValues] = useState<ForgeValues>(mode.kind === 'edit' ? mode.initial : BLANK);
  const [picture, setPicture] = useState<ForgePicture | null>(mode.kind === 'edit' ? mode.picture : null);
  const [pictureError, setPictureError] = useState<BilingualMessage | undefined>();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [visibility, setVisibility] = useState<Visibility>(mode.kind === 'edit' ? mode.visibility : 'public');
  const interactive = useInteractive();
  const router = useRouter();
  const generalRef = useRef<HTMLDivElement>(null);
  const derived = useMemo(() => deriveForge(values, picture, t('placeholderName')), [values, picture, t]);

  const change = (next: ForgeValues) => {
    setValues(next);
    setServerErrors([]);
  };
  const errorOf = (field: string) =>
    serverErrors.find((e) => e.field === field) ??
    (submitted || touched.has(field) ? derived.errors.find((e) => e.field === field) : undefined);
  const touch = (field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
  const general = serverErrors.filter((e) => !FIELD_ORDER.includes(e.field));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    // The first field in the form's order; an error about no field (a conflict) is focused itself.
    const focusFirst = (fields: string[]) => {
      const first = FIELD_ORDER.find((f) => fields.includes(f));
      if (!first) return generalRef.current?.focus();
      form
        .querySelector<HTMLElement>(
          first === 'abilities' ? '#champion-abilities input:not(:disabled)' : `#champion-${first}`,
        )
        ?.focus();
    };
    if (derived.errors.length || pictureError) {
      focusFirst([...derived.errors.map((e) => e.field), ...(pictureError ? ['picture'] : [])]);
      return;
    }
    setSaving(true);
    const result = await saveChampion(
      mode,
      { ...derived.payload, visibility },
      picture,
      mode.kind === 'edit' && !!mode.picture && !picture,
    );
    if (result.ok) {
      // Kept in this tab, so the Champion's page shows the edit link even after a reload.
      if (result.created) rememberChampionToken(result.created.id, { token: result.created.token, fresh: true });
      const saved = result.created ?? (mode.kind === 'edit' ? { id: mode.id, token: mode.token } : null);
      if (saved) rememberMine({ kind: 'champion', ...saved, name: values.name.trim() });
      // Still saving until the Champion's page is here: a second press must not save twice.
      router.push(result.url);
      return;
    }
    setSaving(false);
    const pictureProblem = result.errors.find((e) => e.field === 'picture');
    if (pictureProblem) setPictureError(pictureProblem);
    setServerErrors(result.errors.filter((e) => e.field !== 'picture'));
    focusFirst(result.errors.map((e) => e.field));
  }

  const problems = derived.errors.length + (pictureError ? 1 : 0) + serverErrors.length - general.length;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8 wrap-anywhere lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* Disabled until the page is interactive: typing before that would miss the form's state. */}
      <fieldset disabled={!interactive} className="min-w-0 space-y-6">
        <fieldset className="space-y-4 rounded-lg border border-black/10 bg-white/70 p-4">
          <legend className="px-1 font-display text-xl">{t('legendCard')}</legend>
          <ChampionBasicFields
            locale={locale}
            values={values}
            onChange={(patch) => change({ ...values, ...patch })}
            errorOf={errorOf}
            onTouch={touch}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-black/10 bg-white/70 p-4">
          <legend className="px-1 font-display text-xl">{t('legendPicture')}</legend>
          <ChampionPictureField
            locale={locale}
            picture={picture}
            error={pictureError}
            onError={setPictureError}
            onPicture={(p) => {
              setPicture(p);
              change({ ...values, framing: DEFAULT_FRAMING });
            }}
          />
          {picture && (
            <section aria-labelledby="framing-title" className="space-y-2">
              <h3 id="framing-title" className="font-semibold">
                {t('framingTitle')}
              </h3>
              <ChampionFramingSliders
                framing={values.framing}
                onChange={(framing) => change({ ...values, framing })}
                locale={locale}
                helpId="framing-help"
              />
            </section>
          )}
        </fieldset>
        <div className="rounded-lg border border-black/10 bg-white/70 p-4">
          <ChampionAbilityPicker
            locale={locale}
            chosen={values.abilities}
            error={errorOf('abilities')}
            onToggle={(slug, on) => change(toggleAbility(values, slug, on))}
            onAura={(slug, aura) => change(toggleAura(values, slug, aura))}
          />
        </div>
        <div ref={generalRef} tabIndex={-1} className="space-y-2 outline-none">
          {general.map((e) => (
            <p key={e.field + e.message} role="alert" className="font-medium text-ember">
              {locale === 'fr' ? e.messageFr : e.message}
            </p>
          ))}
        </div>
        {submitted && problems > 0 && (
          <p role="alert" className="font-medium text-ember">
            {problems === 1 ? t('fixErrorsOne') : t('fixErrors', { count: problems })}
          </p>
        )}
        <SiteVisibilityChoice locale={locale} value={visibility} onChange={setVisibility} />
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-ember px-5 py-3 font-semibold text-white shadow hover:bg-ember/90 disabled:opacity-60"
        >
          {saving
            ? t('saving')
            : visibilityButtonText(locale, mode.kind === 'edit' ? t('saveChanges') : t('save'), visibility)}
        </button>
      </fieldset>
      {/* On a phone the form comes first, under a small card that stays in view while framing;
          the cost and the rules follow the form. From lg up, all of it is one sticky column. */}
      <aside className="contents lg:sticky lg:top-4 lg:block lg:space-y-4 lg:self-start" aria-label={t('previewTitle')}>
        <div className="sticky top-0 z-10 order-first -mx-4 border-b border-black/10 bg-parchment/95 px-4 py-2 lg:static lg:order-none lg:m-0 lg:border-0 lg:bg-transparent lg:p-0">
          <ChampionPreview
            card={derived.card}
            locale={locale}
            framing={values.framing}
            onFraming={(framing) => change({ ...values, framing })}
            framerLabel={t('framingArea')}
            framerHelpId="framing-help"
          />
        </div>
        <div className="order-last space-y-4 lg:order-none">
          <p className="text-center text-xs text-black/60">{t('previewNote')}</p>
          <ChampionCostBreakdown cost={derived.cost} warnings={derived.warnings} locale={locale} live />
          <ChampionRules locale={locale} />
        </div>
      </aside>
    </form>
  );
}
