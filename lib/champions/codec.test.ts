import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { decodeChampion, encodeChampion } from './codec';
import { crc32 } from './crc32';
import { validateChampionDesign } from './design';
import type { ChampionDesign } from './types';

const design: ChampionDesign = {
  name: 'Éléonore l’Intrépide',
  attack: 'X',
  health: 7,
  abilities: [
    { ability: 'vulnerability', aura: false },
    { ability: 'sprint', aura: true },
    { ability: 'defender', aura: false },
  ],
};

/** A code with a correct checksum around any bytes: what a deliberate forger could produce. */
function forge(body: number[]): string {
  const sum = crc32(Uint8Array.from(body));
  const bytes = [...body, sum >>> 24, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff];
  return (
    '1' +
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  );
}
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('encodeChampion / decodeChampion', () => {
  it('round-trips a design in a short URL-safe code', () => {
    const code = encodeChampion(design);
    expect(code).toMatch(/^1[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(60);
    expect(decodeChampion(code)).toEqual({ ok: true, design });
  });

  it('decodes codes stored before the ability list was frozen to the same abilities', () => {
    // Encoded by format 1 as it stood before ENCODED_ABILITIES (with its own copy of the list).
    expect(decodeChampion('1Af8DAiQXU2VyIE9tYnJlJITCOA')).toEqual({
      ok: true,
      design: {
        name: 'Ser Ombre',
        attack: 'X',
        health: 3,
        abilities: [
          { ability: 'vulnerability', aura: false },
          { ability: 'rage', aura: true },
        ],
      },
    });
    expect(decodeChampion('1AQICAh4dRGFzaGVyVHMZ8g')).toEqual({
      ok: true,
      design: {
        name: 'Dasher',
        attack: 2,
        health: 2,
        abilities: [
          { ability: 'sprint', aura: false },
          { ability: 'splash', aura: true },
        ],
      },
    });
    expect(decodeChampion('1AQEGAgASV2FsbMJgVJM')).toEqual({
      ok: true,
      design: {
        name: 'Wall',
        attack: 1,
        health: 6,
        abilities: [
          { ability: 'aerial', aura: false },
          { ability: 'price-of-blood', aura: false },
        ],
      },
    });
  });

  it('round-trips every official Creature as a Champion, Mercenary aside', () => {
    for (const card of CARDS.filter((c) => c.type === 'creature')) {
      const abilities = card.abilities.filter((a) => a.ability !== 'mercenary');
      const checked = validateChampionDesign({ name: card.name, attack: card.attack, health: card.health, abilities });
      expect(checked.ok, card.slug).toBe(true);
      if (!checked.ok) continue;
      expect(decodeChampion(encodeChampion(checked.design))).toEqual({ ok: true, design: checked.design });
    }
  });

  it('encodes an ability held both as the card’s own and as an Aura (Druide Pacifique)', () => {
    const druid: ChampionDesign = {
      name: 'Druide Pacifique',
      attack: 1,
      health: 1,
      abilities: [
        { ability: 'indestructible', aura: false },
        { ability: 'indestructible', aura: true },
      ],
    };
    const code = encodeChampion(druid);
    expect(decodeChampion(code)).toEqual({ ok: true, design: druid });
    // Two bytes, one per entry: the ability's frozen index × 2, plus the Aura bit.
    const bytes = Uint8Array.from(atob(code.slice(1).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    expect([...bytes.subarray(3, 6)]).toEqual([2, 10, 11]);
  });

  it('still decodes codes made before, unchanged (the format is append-only)', () => {
    // Made by the encoder as it was before Champions could hold an ability twice: never edit these.
    const made: Array<[string, ChampionDesign]> = [
      ['1Af8HAyQfCMOJbMOpb25vcmUgbOKAmUludHLDqXBpZGXe0Btq', design],
      [
        '1AQMEAhYfTGFtZSBHcmlzZfsO8Cg',
        {
          name: 'Lame Grise',
          attack: 3,
          health: 4,
          abilities: [
            { ability: 'rage', aura: false },
            { ability: 'sprint', aura: true },
          ],
        },
      ],
      ['1AQABAEJvYjS808g', { name: 'Bob', attack: 0, health: 1, abilities: [] }],
      [
        '1ARQUBgEiIBIDBlRvdXSeQ83n',
        {
          name: 'Tout',
          attack: 20,
          health: 20,
          abilities: [
            { ability: 'aerial', aura: true },
            { ability: 'vanish', aura: false },
            { ability: 'symbiote', aura: false },
            { ability: 'price-of-blood', aura: false },
            { ability: 'aquatic', aura: true },
            { ability: 'catalyst', aura: false },
          ],
        },
      ],
    ];
    for (const [code, expected] of made) {
      expect(decodeChampion(code)).toEqual({ ok: true, design: expected });
      expect(encodeChampion(expected)).toBe(code);
    }
  });

  it('refuses to encode an invalid design', () => {
    expect(() => encodeChampion({ ...design, health: 99 })).toThrow(/invalid Champion/);
  });

  it('rejects every single-character edit', () => {
    const code = encodeChampion(design);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < code.length; i++) {
      for (const c of alphabet) {
        if (c === code[i]) continue;
        const result = decodeChampion(code.slice(0, i) + c + code.slice(i + 1));
        expect(result.ok, `edit at ${i} to ${c}`).toBe(false);
      }
    }
  });

  it('rejects a cut code and says the check failed', () => {
    const code = encodeChampion(design);
    const result = decodeChampion(code.slice(0, -4));
    expect(result).toMatchObject({ ok: false, error: { code: 'checksum' } });
    if (!result.ok) expect(result.error.message).toMatch(/changed or cut/);
  });

  it('never throws on junk', () => {
    const junk: unknown[] = [
      undefined,
      null,
      42,
      {},
      '',
      '   ',
      '1',
      '1====',
      '1%%%',
      '2AAAA',
      'xAAAA',
      '1A',
      '1' + 'A'.repeat(500),
      '1AAAAAAAAAAA',
    ];
    for (const input of junk) {
      const result = decodeChampion(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.messageFr.length).toBeGreaterThan(0);
    }
    expect(decodeChampion('2AAAAAAAAAAA')).toMatchObject({ error: { code: 'version' } });
  });

  it('validates what a correct checksum carries', () => {
    expect(decodeChampion(forge([1, 3, 4, 0, ...ascii('Bob')]))).toMatchObject({
      ok: true,
      design: { name: 'Bob', attack: 3, health: 4 },
    });
    const markup = decodeChampion(forge([1, 3, 4, 0, ...ascii('<b>Bob</b>')]));
    expect(markup).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!markup.ok) expect(markup.error.message).toMatch(/< or >/);
    expect(decodeChampion(forge([1, 3, 4, 1, 200, ...ascii('Bob')]))).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
    expect(decodeChampion(forge([1, 3, 4, 9, ...ascii('Bob')]))).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
    expect(decodeChampion(forge([1, 3, 4, 0, 0xff, 0xfe]))).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(decodeChampion(forge([1, 30, 4, 0, ...ascii('Bob')]))).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });
});
