import { describe, expect, it } from 'vitest';
import { describeQuery } from './describe';
import { parseQuery } from './parse';

const en = (q: string) => describeQuery(parseQuery(q).ast, 'en');
const fr = (q: string) => describeQuery(parseQuery(q).ast, 'fr');

describe('describeQuery', () => {
  it('names the type as the subject and lists the conditions', () => {
    expect(en('t:creature ab:rage m<=3')).toBe('Creatures with Rage and mana ≤ 3');
    expect(fr('t:creature ab:rage m<=3')).toBe('Créatures avec Rage et mana ≤ 3');
    expect(en('ab:rage t:incantation')).toBe('Incantations with Rage');
  });

  it('describes every kind of term in both languages', () => {
    expect(en('demon')).toBe('Cards named “demon”');
    expect(fr('démon')).toBe('Cartes dont le nom contient « démon »');
    expect(en('"garde royal" -golem')).toBe('Cards named “garde royal” and not named “golem”');
    expect(en('set:felonie aura:sprint a:x h>=2 n!=4')).toBe(
      'Cards from Treachery, with Sprint as an Aura, attack = X, health ≥ 2 and number ≠ 4',
    );
    expect(fr('set:felonie aura:sprint a:x h>=2 n!=4')).toBe(
      'Cartes de l’extension Félonie, avec Sprint en Aura, attaque = X, PV ≥ 2 et numéro ≠ 4',
    );
    expect(en('is:vanilla')).toBe('Cards without abilities');
    expect(fr('is:aura')).toBe('Cartes avec une Aura');
    expect(en('is:unverified')).toBe('Cards with unconfirmed values');
    expect(en('ab:prix-du-sang')).toBe('Cards with Price of Blood');
    expect(fr('ab:price-of-blood')).toBe('Cartes avec Prix du sang');
  });

  it('puts a preposition before a leading comparison', () => {
    expect(en('m<=2')).toBe('Cards with mana ≤ 2');
    expect(fr('m<=2')).toBe('Cartes avec mana ≤ 2');
  });

  it('describes negations', () => {
    expect(en('-ab:rage -set:initiation')).toBe('Cards without Rage and not from Initiation Pack');
    expect(fr('-ab:rage')).toBe('Cartes sans Rage');
    expect(en('-m>3')).toBe('Cards with mana ≤ 3');
    expect(en('t:creature -a>3')).toBe('Creatures with attack not > 3');
    expect(en('-(t:creature m<3)')).toBe('Cards not (of type Creature and mana < 3)');
    expect(fr('-(t:creature m<3)')).toBe('Cartes sauf (de type Créature et mana < 3)');
    expect(en('--ab:rage')).toBe('Cards with Rage');
  });

  it('describes or and groups', () => {
    expect(en('ab:rage or ab:sprint')).toBe('Cards with Rage or with Sprint');
    expect(fr('ab:rage or ab:sprint')).toBe('Cartes avec Rage ou avec Sprint');
    expect(en('t:incantation (m<2 or m>5) -ab:splash')).toBe('Incantations (mana < 2 or mana > 5) and without Splash');
  });

  it('leaves unknown values out and names an empty query', () => {
    expect(en('t:creature ab:rag')).toBe('Creatures');
    expect(en('')).toBe('All cards');
    expect(fr('')).toBe('Toutes les cartes');
  });

  it('mentions a sort that is not the default', () => {
    const { ast } = parseQuery('t:creature');
    expect(describeQuery(ast, 'en', { order: 'mana', dir: 'desc' })).toBe('Creatures, sorted by mana (descending)');
    expect(describeQuery(ast, 'fr', { order: 'name', dir: 'asc' })).toBe('Créatures, triées par nom (croissant)');
    expect(describeQuery(ast, 'en', { order: 'set', dir: 'asc' })).toBe('Creatures');
  });
});
