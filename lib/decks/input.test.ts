import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { parseDeckInput } from './input';

const cards = [...PRECONSTRUCTED[0].cards];
const fieldOf = (body: unknown, partial = false) => {
  const result = parseDeckInput(body, partial);
  return result.ok ? null : [result.field, result.error];
};

describe('parseDeckInput', () => {
  it('accepts a deck, trims strings and fills optional fields', () => {
    expect(parseDeckInput({ name: '  Rage  ', cards, champion: 'abcd1234', description: ' Fast\nand loud ' })).toEqual({
      ok: true,
      value: {
        name: 'Rage',
        description: 'Fast\nand loud',
        author: '',
        cards,
        championId: 'abcd1234',
        visibility: 'public',
      },
    });
  });

  it('names the field of every problem', () => {
    expect(fieldOf([])).toEqual(['body', 'The body must be a JSON object.']);
    expect(fieldOf({ cards })).toEqual(['name', 'The deck needs a name.']);
    expect(fieldOf({ name: '   ', cards })?.[0]).toBe('name');
    expect(fieldOf({ name: 42, cards })?.[0]).toBe('name');
    expect(fieldOf({ name: 'x'.repeat(81), cards })).toEqual([
      'name',
      'The name is too long: 80 characters at most (81 given).',
    ]);
    expect(fieldOf({ name: 'a\u0007b', cards })).toEqual([
      'name',
      'The name contains control or invisible characters.',
    ]);
    for (const invisible of ['\u200B', '\u200F', '\u061C', '\uFEFF', '\uE000']) {
      expect(fieldOf({ name: `Baron${invisible} deck`, cards })?.[0], JSON.stringify(invisible)).toBe('name');
    }
    expect(fieldOf({ name: 'ok', description: 'two\nlines\twith a tab', cards })).toBeNull();
    expect(fieldOf({ name: 'ok', description: 'hidden\u200Bspace', cards })?.[0]).toBe('description');
    expect(fieldOf({ name: 'two\nlines', cards })?.[0]).toBe('name');
    expect(fieldOf({ name: 'evil\u202Eeman', cards })?.[0]).toBe('name');
    expect(fieldOf({ name: '<script>alert(1)</script>', cards })).toEqual([
      'name',
      'The name must not contain markup such as "<tag>".',
    ]);
    expect(fieldOf({ name: 'ok', author: '<img src=x>', cards })?.[0]).toBe('author');
    expect(fieldOf({ name: 'ok', description: 'd'.repeat(1001), cards })?.[0]).toBe('description');
    expect(fieldOf({ name: 'ok' })).toEqual(['cards', 'The cards must be an array of 8 card slugs.']);
    expect(fieldOf({ name: 'ok', cards: [1, 2] })?.[0]).toBe('cards');
    expect(fieldOf({ name: 'ok', cards: cards.slice(0, 7) })).toEqual([
      'cards',
      'A deck needs exactly 8 cards: 1 more to add',
    ]);
    expect(fieldOf({ name: 'ok', cards: [...cards.slice(0, 7), 'baron'] })).toEqual([
      'cards',
      'Baron is already in the deck',
    ]);
    expect(fieldOf({ name: 'ok', cards, champion: ['a1b2c3d4', 'e5f6g7h8'] })).toEqual([
      'champion',
      'A deck has at most one Champion.',
    ]);
    expect(fieldOf({ name: 'ok', cards, champion: '../x' })?.[0]).toBe('champion');
    expect(fieldOf({ name: 'ok', cards, extra: 1 })).toEqual(['extra', 'Unknown field "extra".']);
    expect(fieldOf({ name: 'ok', cards, baseVersion: 2 })?.[0]).toBe('baseVersion');
  });

  it('keeps harmless text such as "<3", a lone "<" and accents', () => {
    for (const name of ['Décks <3 you', 'Tempo < Control', 'a < b', 'Moi < toi', 'a<b', '1<2 > 0', '<<<']) {
      expect(parseDeckInput({ name, cards }).ok, name).toBe(true);
    }
  });

  it('refuses real tags, comments and processing instructions', () => {
    for (const name of ['<b>bold</b>', 'x</b>', '<img src=x onerror=alert(1)>', 'a <!-- b', '<?php', '<br/>']) {
      expect(fieldOf({ name, cards }), name).toEqual(['name', 'The name must not contain markup such as "<tag>".']);
    }
  });

  it('gives each refusal a code, with the figures a translation needs', () => {
    const codeOf = (body: unknown, partial = false) => {
      const result = parseDeckInput(body, partial);
      return result.ok ? null : result.code;
    };
    expect(codeOf({ cards })).toBe('required');
    expect(codeOf({ name: 'a\u0007', cards })).toBe('control');
    // A lone surrogate, as JSON.parse makes of "\ud800", is refused in every text field; a whole astral character is not.
    for (const field of ['name', 'description', 'author'])
      expect(codeOf({ name: 'ok', cards, [field]: `a${JSON.parse('"\\ud800"')}b` }), field).toBe('control');
    expect(codeOf({ name: 'ok', cards, author: 'Ana 𝔸' })).toBe(null);
    expect(codeOf({ name: '<i>', cards })).toBe('markup');
    expect(codeOf({ name: 'ok', cards, champion: '../x' })).toBe('champion-id');
    const long = parseDeckInput({ name: 'x'.repeat(85), cards });
    expect(long).toMatchObject({ ok: false, code: 'too-long', limit: 80, length: 85 });
    const short = parseDeckInput({ name: 'ok', cards: cards.slice(0, 7) });
    expect(short).toMatchObject({ ok: false, code: 'cards', rules: [{ code: 'too-few-cards', count: 7 }] });
  });

  it('takes partial updates with only the fields given', () => {
    expect(parseDeckInput({ description: 'New' }, true)).toEqual({ ok: true, value: { description: 'New' } });
    expect(parseDeckInput({ champion: null, baseVersion: 3 }, true)).toEqual({
      ok: true,
      value: { championId: null, baseVersion: 3 },
    });
    expect(fieldOf({ name: '' }, true)).toEqual(['name', 'The name must not be empty.']);
    expect(fieldOf({}, true)).toBeNull();
    expect(fieldOf({ baseVersion: 0 }, true)?.[0]).toBe('baseVersion');
    expect(fieldOf({ cards: ['baron'] }, true)?.[0]).toBe('cards');
  });
});
