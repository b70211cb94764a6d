import { describe, expect, it } from 'vitest';
import { readBytes, readJsonBody } from './body';
import { ApiError } from './errors';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/decks', {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

async function failure(read: Promise<unknown>) {
  try {
    await read;
  } catch (error) {
    return error instanceof ApiError ? [error.status, error.code, error.message] : ['other', String(error)];
  }
  return null;
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":[1,"é"]}'))).toEqual({ a: [1, 'é'] });
  });

  it('rejects bad JSON, empty bodies and invalid UTF-8 with 400 and a code', async () => {
    expect(await failure(readJsonBody(post('{"a":')))).toEqual([
      400,
      'body-not-json',
      expect.stringMatching(/not valid JSON/),
    ]);
    expect(await failure(readJsonBody(post('  ')))).toEqual([400, 'body-missing', 'The request needs a JSON body.']);
    expect(await failure(readJsonBody(post(null)))).toEqual([400, 'body-missing', 'The request needs a JSON body.']);
    expect(await failure(readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).toEqual([
      400,
      'body-not-utf8',
      'The request body is not valid UTF-8.',
    ]);
  });

  it('counts bytes, not characters', async () => {
    expect(await failure(readJsonBody(post(JSON.stringify('é'.repeat(40))), 60))).toEqual([
      413,
      'body-too-large',
      expect.any(String),
    ]);
    expect(await readJsonBody(post(JSON.stringify('e'.repeat(40))), 60)).toHaveLength(40);
  });
});

describe('readBytes', () => {
  it('refuses bodies over the cap with 413, by header before reading or by counting a stream', async () => {
    const declared = await failure(readBytes(post('x'.repeat(100), { 'content-length': '100' }), 50));
    expect(declared).toEqual([413, 'body-too-large', 'The request body is larger than 50 bytes.']);
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    expect(await failure(readBytes(post(endless), 16 * 1024))).toEqual([
      413,
      'body-too-large',
      expect.stringMatching(/larger than 16384/),
    ]);
    expect(pulls).toBeLessThan(40);
    expect(await readBytes(post('a'.repeat(50)), 50)).toHaveLength(50);
  });
});
