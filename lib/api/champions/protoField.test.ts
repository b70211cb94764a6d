import { describe, expect, it } from 'vitest';
import { unknownField } from './requestFields';
import { readSubmission } from './submission';

describe('a "__proto__" field', () => {
  it('is an unknown field like any other, in a JSON body', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"A","__proto__":{"attack":3}}',
    });
    const { fields } = await readSubmission(request);
    expect(unknownField(fields, 'create')).toMatchObject({ field: '__proto__' });
  });
});
