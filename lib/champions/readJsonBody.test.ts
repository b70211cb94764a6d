import { describe, expect, it } from 'vitest';
import { readJsonBody } from './readJsonBody';

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers });

describe('readJsonBody', () => {
  it('parses a JSON body within the limit', async () => {
    expect(await readJsonBody(request('{"a":[1,"é"]}'), 100)).toEqual({ ok: true, value: { a: [1, 'é'] } });
  });

  it('trusts a declared length only to refuse early', async () => {
    const result = await readJsonBody(request('{}', { 'content-length': '999999' }), 100);
    expect(result).toMatchObject({ ok: false, status: 413, error: { field: 'body' } });
  });

  it('counts the bytes themselves, not the characters', async () => {
    expect(await readJsonBody(request(JSON.stringify('é'.repeat(40))), 60)).toMatchObject({ ok: false, status: 413 });
    expect((await readJsonBody(request(JSON.stringify('e'.repeat(40))), 60)).ok).toBe(true);
  });

  it('refuses a missing body, bad JSON and bytes that are not UTF-8', async () => {
    expect(await readJsonBody(request(null), 100)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(request('{nope}'), 100)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(request(Uint8Array.from([0x22, 0xff, 0x22])), 100)).toMatchObject({ ok: false, status: 400 });
  });
});
