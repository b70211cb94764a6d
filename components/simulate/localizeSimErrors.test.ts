import { describe, expect, it } from 'vitest';
import { defaultFormValues, readSimulateForm } from '@/lib/sim/form';
import { localizeSimErrors } from './localizeSimErrors';

describe('localizeSimErrors', () => {
  it('says the deck and the Custom Play points in French, and leaves what is already fine', () => {
    const values = {
      ...defaultFormValues('BAAAAAASWaDOq4A!'),
      opponent: 'solo-custom' as const,
      level: '3',
      aiFirst: false,
    };
    const form = readSimulateForm(values);
    expect(form.ok).toBe(false);
    if (form.ok) return;
    const fr = localizeSimErrors(form.errors, values, 'fr');
    expect(fr.deck).toContain('n’utilise que des lettres');
    expect(fr.custom).toBe('les réglages dépensent 0 point ; le niveau 3 en demande exactement 3.');
    expect(fr.games).toBeUndefined();
    expect(localizeSimErrors({}, values, 'fr')).toEqual({});
  });
});
