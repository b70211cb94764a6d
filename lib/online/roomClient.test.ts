import { describe, expect, it } from 'vitest';
import { readRefusal } from './roomClient';

describe('reading a refusal', () => {
  it('keeps the API’s code, the engine’s reason and the field', () => {
    expect(
      readRefusal(422, { error: 'Not enough Mana', code: 'action-refused', engineCode: 'not-enough-mana' }),
    ).toEqual({ status: 422, code: 'action-refused', engineCode: 'not-enough-mana' });
    expect(readRefusal(400, { error: 'x', code: 'bad-param', field: 'name' })).toEqual({
      status: 400,
      code: 'bad-param',
      field: 'name',
    });
  });

  it('still gives a code for a body that is not the API’s, or no answer at all', () => {
    expect(readRefusal(502, '<html>')).toEqual({ status: 502, code: 'internal' });
    expect(readRefusal(500, { code: 'Not A Code <script>' })).toEqual({ status: 500, code: 'internal' });
    expect(readRefusal(0, null)).toEqual({ status: 0, code: 'network' });
  });
});
