import { describe, expect, it } from 'vitest';
import { explainRoomRefusal } from './explainRoomRefusal';

describe('a room refusal explained', () => {
  it('is said by its code in English and French', () => {
    expect(explainRoomRefusal({ status: 409, code: 'same-deck' }, 'en')).toMatch(
      /already took this preconstructed deck/,
    );
    expect(explainRoomRefusal({ status: 409, code: 'same-deck' }, 'fr')).toMatch(/déjà pris ce deck/);
    expect(explainRoomRefusal({ status: 0, code: 'network' }, 'fr')).toMatch(/injoignable/);
  });

  it('names a code it does not know rather than inventing a reason', () => {
    expect(explainRoomRefusal({ status: 413, code: 'body-too-large' }, 'en')).toBe(
      'The server could not do this (body-too-large).',
    );
  });
});
