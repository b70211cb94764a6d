import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { NAME_MAX_LENGTH, normalizeChampionName } from './name';

const errorOf = (raw: unknown) => {
  const result = normalizeChampionName(raw);
  if (result.ok) throw new Error(`expected "${String(raw)}" to be refused`);
  return result.error;
};

describe('normalizeChampionName', () => {
  it('trims, joins spaces and keeps French accents', () => {
    expect(normalizeChampionName('  Gardienne   des  Ponts ')).toEqual({ ok: true, name: 'Gardienne des Ponts' });
    expect(normalizeChampionName('Éléonore l’Intrépide')).toEqual({ ok: true, name: 'Éléonore l’Intrépide' });
    expect(normalizeChampionName('Grand\tChef')).toEqual({ ok: true, name: 'Grand Chef' });
  });

  it('accepts every official card name as printed', () => {
    for (const card of CARDS) expect(normalizeChampionName(card.name)).toEqual({ ok: true, name: card.name });
  });

  it('composes decomposed accents so the same name is stored the same way', () => {
    const decomposed = 'E\u0301le\u0301onore';
    expect(normalizeChampionName(decomposed)).toEqual({ ok: true, name: 'Éléonore' });
  });

  it('asks for a name when it is missing or blank', () => {
    expect(errorOf(undefined).message).toBe('Give your Champion a name.');
    expect(errorOf('   ').messageFr).toBe('Donnez un nom à votre Champion.');
  });

  it('gives the length of a name that is too long', () => {
    expect(normalizeChampionName('a'.repeat(NAME_MAX_LENGTH)).ok).toBe(true);
    const error = errorOf('a'.repeat(200));
    expect(error.message).toBe('The name is 200 characters long: 40 at most.');
    expect(error.messageFr).toContain('200 caractères');
  });

  it('refuses markup with a message that names it', () => {
    expect(errorOf('<script>alert(1)</script>').message).toBe('The name cannot contain < or >.');
    expect(errorOf('Bob <b>').messageFr).toContain('< ou >');
  });

  it('refuses control and invisible characters', () => {
    expect(errorOf('Bob\u0000').message).toMatch(/control/);
    expect(errorOf('Bob\u202Eevil').message).toMatch(/invisible/);
    expect(errorOf('Zero\u200Bwidth').message).toMatch(/invisible/);
  });

  it('refuses what the card fonts cannot print', () => {
    expect(errorOf('Dragon 🐉').message).toMatch(/^The card cannot print “🐉”/);
    expect(errorOf('龍王').message).toMatch(/^The card cannot print “龍”/);
    expect(errorOf('Bob "the" {Great}').message).toMatch(/^The card cannot print “"”/);
  });
});
