import { describe, expect, it } from 'vitest';
import { ABILITIES, ABILITY_SLUGS } from './index';
import {
  ABILITY_TIMINGS,
  ASSAULT_STEPS,
  INCANTATION_STEPS,
  abilityTimingLines,
  explainAbility,
  isExplainedSlug,
} from './explanations';
import { LOCALES } from '../i18n/locales';

const explained = [...ABILITY_SLUGS, 'aura'] as const;

describe('ability explanations', () => {
  it('explain all 19 abilities and the Aura marker in both languages', () => {
    for (const slug of explained) {
      for (const locale of LOCALES) {
        const text = explainAbility(slug, locale);
        expect(text.summary.length, `${slug} ${locale}`).toBeGreaterThan(20);
        expect(text.paragraphs.length).toBeGreaterThan(0);
        for (const p of text.paragraphs) expect(p.length).toBeGreaterThan(40);
      }
      expect(explainAbility(slug, 'fr').summary).not.toBe(explainAbility(slug, 'en').summary);
    }
  });

  it('recognise only known slugs', () => {
    expect(isExplainedSlug('aura')).toBe(true);
    expect(isExplainedSlug('rage')).toBe(true);
    expect(isExplainedSlug('flying')).toBe(false);
    expect(isExplainedSlug('toString')).toBe(false);
  });

  it('place every ability in an activation order or a phase', () => {
    for (const slug of explained) {
      const t = ABILITY_TIMINGS[slug];
      expect(t.assault.length + t.incantation.length > 0 || t.moment !== undefined, slug).toBe(true);
      for (const step of t.assault) expect(step >= 1 && step <= 19).toBe(true);
      for (const step of t.incantation) expect(step >= 1 && step <= 13).toBe(true);
    }
    expect(ASSAULT_STEPS.en).toHaveLength(19);
    expect(ASSAULT_STEPS.fr).toHaveLength(19);
    expect(INCANTATION_STEPS.en).toHaveLength(13);
    expect(INCANTATION_STEPS.fr).toHaveLength(13);
  });

  it('name each ability in the steps it is placed at, in its own language', () => {
    for (const info of ABILITIES) {
      for (const line of abilityTimingLines(info.slug, 'en'))
        expect(line.label, `${info.slug} ${line.order} ${line.step}`).toContain(info.nameEn);
      for (const line of abilityTimingLines(info.slug, 'fr'))
        expect(line.label, `${info.slug} ${line.order} ${line.step}`).toContain(info.nameFr);
    }
  });

  it('number timing lines with the size of their order', () => {
    expect(abilityTimingLines('regeneration', 'en')).toEqual([
      { order: 'assault', step: 13, total: 19, label: 'Regeneration' },
      { order: 'incantation', step: 8, total: 13, label: 'Regeneration' },
    ]);
  });
});
