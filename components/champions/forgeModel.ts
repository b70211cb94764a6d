import { ABILITIES } from '@/lib/cards';
import type { AbilityInfo, CardAbility } from '@/lib/cards/types';
import { computeManaCost, type ManaCost } from '@/lib/champions/cost';
import { MAX_ABILITIES, rangeWarnings, validateChampionDesign } from '@/lib/champions/design';
import type { PictureFraming } from '@/lib/champions/framing';
import { championToCard } from '@/lib/champions/toCard';
import type { DesignWarning, FieldError } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import type { FaceCard } from '@/lib/print/face/types';

/** Abilities a Champion may take, in the data's order. */
export const CHAMPION_ABILITIES: readonly AbilityInfo[] = ABILITIES.filter((a) => a.availableFor.includes('champion'));

const BY_LOCALE: Partial<Record<Locale, readonly AbilityInfo[]>> = {};

/** The same abilities in the alphabetical order of the reader's language, by their names in it. */
export function championAbilitiesIn(locale: Locale): readonly AbilityInfo[] {
  const name = (a: AbilityInfo) => (locale === 'fr' ? a.nameFr : a.nameEn);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (BY_LOCALE[locale] ??= [...CHAMPION_ABILITIES].sort((a, b) => collator.compare(name(a), name(b))));
}

export interface ForgePicture {
  /** A data: URL from the server's check, or the stored picture's URL. */
  src: string;
  width: number;
  height: number;
  /** The file to send; absent for the stored picture. */
  file?: File;
}

export interface ForgeValues {
  name: string;
  author: string;
  attack: string;
  attackX: boolean;
  health: string;
  abilities: CardAbility[];
  framing: PictureFraming;
}

export interface ForgeDerived {
  /** The design as the API expects it (numbers parsed where they can be). */
  payload: {
    name: string;
    author: string;
    attack: number | 'X' | string;
    health: number | string;
    abilities: CardAbility[];
    framing: PictureFraming;
  };
  errors: FieldError[];
  cost: ManaCost | null;
  warnings: DesignWarning[];
  card: FaceCard;
}

const asNumber = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

/** Everything the designer shows, from what the player typed: pure, so it runs on every keystroke. */
export function deriveForge(values: ForgeValues, picture: ForgePicture | null, placeholderName: string): ForgeDerived {
  const attack = values.attackX ? 'X' : asNumber(values.attack);
  const health = asNumber(values.health);
  const payload = {
    name: values.name,
    author: values.author,
    attack,
    health,
    abilities: values.abilities,
    framing: values.framing,
  };
  const checked = validateChampionDesign(payload);
  const errors = checked.ok ? [] : checked.errors;
  const statsOk = !errors.some((e) => e.field !== 'name');
  const stats = { attack: attack as number | 'X', health: health as number, abilities: values.abilities };
  const cost = statsOk ? computeManaCost(stats) : null;
  const warnings = cost ? [...cost.warnings, ...rangeWarnings(stats)] : [];
  // While a value is out of range the card still shows the nearest valid one, so the preview never breaks.
  const clamp = (v: unknown, min: number) => (typeof v === 'number' ? Math.min(20, Math.max(min, v)) : min);
  const shown = {
    attack: attack === 'X' ? ('X' as const) : clamp(attack, 0),
    health: clamp(health, 1),
    abilities: values.abilities,
  };
  const card: FaceCard = {
    ...championToCard({ name: values.name.trim() || placeholderName, ...shown }),
    champion: true,
  };
  if (picture)
    card.picture = {
      dataUrl: picture.src,
      mime: 'image/png',
      width: picture.width,
      height: picture.height,
      ...values.framing,
    };
  return { payload, errors, cost, warnings, card };
}

/**
 * Adds or removes one entry: the card's own ability (`aura` false) or the same ability as an
 * Aura, independently, as official cards may hold both. Never beyond the limit; dropping the
 * last Vulnerability also drops an X Attack.
 */
function toggleEntry(values: ForgeValues, slug: CardAbility['ability'], aura: boolean, on: boolean): ForgeValues {
  const same = (a: CardAbility) => a.ability === slug && a.aura === aura;
  const has = values.abilities.some(same);
  if (on === has || (on && values.abilities.length >= MAX_ABILITIES)) return values;
  const abilities = on ? [...values.abilities, { ability: slug, aura }] : values.abilities.filter((a) => !same(a));
  const attackX = values.attackX && abilities.some((a) => a.ability === 'vulnerability');
  return { ...values, abilities, attackX };
}

export const toggleAbility = (values: ForgeValues, slug: CardAbility['ability'], on: boolean) =>
  toggleEntry(values, slug, false, on);
export const toggleAura = (values: ForgeValues, slug: CardAbility['ability'], on: boolean) =>
  toggleEntry(values, slug, true, on);
