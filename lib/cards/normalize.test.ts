import { describe, expect, it } from 'vitest';
import { compactText, normalizeText } from './normalize';

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Démon-Bélier')).toBe('demon belier');
    expect(normalizeText('ÉBRÈCHEMENT')).toBe('ebrechement');
    expect(normalizeText('Crôa Solitaire')).toBe('croa solitaire');
  });
  it('spells out ligatures', () => {
    expect(normalizeText('Œuf de Phœnix')).toBe('oeuf de phoenix');
    expect(normalizeText('Æther')).toBe('aether');
  });
  it('turns hyphens, apostrophes and other punctuation into single spaces', () => {
    expect(normalizeText("Cat'pitaine Hydrophobe")).toBe('cat pitaine hydrophobe');
    expect(normalizeText('Cracheur d’Azote')).toBe('cracheur d azote');
    expect(normalizeText('  Skiwk--Skiwk!  ')).toBe('skiwk skiwk');
    expect(normalizeText('price_of.blood')).toBe('price of blood');
  });
  it('keeps digits and returns an empty string for punctuation only', () => {
    expect(normalizeText('Wyrm 2')).toBe('wyrm 2');
    expect(normalizeText('-- ’ !')).toBe('');
  });
  it('makes "démon" a substring of "Démon-Bélier"', () => {
    expect(normalizeText('Démon-Bélier').includes(normalizeText('démon'))).toBe(true);
  });
});

describe('compactText', () => {
  it('removes the spaces left by normalizeText', () => {
    expect(compactText("Cat'pitaine")).toBe('catpitaine');
    expect(compactText('Price of Blood')).toBe(compactText('price-of-blood'));
    expect(compactText('Prix du sang')).toBe('prixdusang');
  });
});
