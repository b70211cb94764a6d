import { describe, expect, it } from 'vitest';
import { readBaseVersion, unknownField } from './requestFields';

const version = (body: unknown, query = '') =>
  readBaseVersion(body === undefined ? {} : { baseVersion: body }, new URLSearchParams(query));

describe('unknownField', () => {
  it('accepts the fields of each kind of request', () => {
    expect(
      unknownField(
        { name: 'a', author: '', attack: 1, health: 1, abilities: [], framing: null, picture: null },
        'create',
      ),
    ).toBeNull();
    expect(unknownField({ name: 'a', baseVersion: 2 }, 'update')).toBeNull();
    expect(unknownField({ attack: 1, health: 1, abilities: [] }, 'cost')).toBeNull();
  });

  it('names the first unknown field in both languages, baseVersion included outside an update', () => {
    expect(unknownField({ name: 'a', heatlh: 3 }, 'create')).toEqual({
      field: 'heatlh',
      message:
        'Unknown field “heatlh”: a Champion has only name, author, attack, health, abilities, framing, picture and visibility.',
      messageFr:
        'Champ inconnu « heatlh » : un Champion n’a que name, author, attack, health, abilities, framing, picture et visibility.',
    });
    expect(unknownField({ baseVersion: 1 }, 'create')?.field).toBe('baseVersion');
    expect(unknownField({ attack: 1, name: 'x' }, 'cost')?.message).toMatch(
      /“name”.*only attack, health and abilities/,
    );
  });
});

describe('readBaseVersion', () => {
  it('is absent when neither the body nor the address gives one', () => {
    expect(version(undefined)).toEqual({ ok: true, baseVersion: undefined });
  });

  it('reads it from the body or from ?baseVersion=, and both may agree', () => {
    expect(version(3)).toEqual({ ok: true, baseVersion: 3 });
    expect(version(undefined, 'baseVersion=4')).toEqual({ ok: true, baseVersion: 4 });
    expect(version(5, 'baseVersion=5')).toEqual({ ok: true, baseVersion: 5 });
  });

  it('refuses anything but a version number, in both places', () => {
    for (const [body, query] of [
      [0, ''],
      [-1, ''],
      [1.5, ''],
      ['2', ''],
      [null, ''],
      [undefined, 'baseVersion=0'],
      [undefined, 'baseVersion=abc'],
      [undefined, 'baseVersion='],
      [undefined, 'baseVersion=01'],
      [undefined, 'baseVersion=1e3'],
    ] as const) {
      const result = version(body, query);
      expect(result, `${String(body)} ${query}`).toMatchObject({
        ok: false,
        error: { field: 'baseVersion', message: 'The baseVersion must be a version number (1 or more).' },
      });
    }
  });

  it('refuses two different versions', () => {
    expect(version(2, 'baseVersion=3')).toMatchObject({
      ok: false,
      error: { field: 'baseVersion', message: expect.stringContaining('3 in the address, 2 in the body') },
    });
  });
});
